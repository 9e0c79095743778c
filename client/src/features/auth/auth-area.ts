// The auth area as the app shell loads it (app/pages.ts): its layout, and how to load each of its pages.
// The pages' import() calls live here, not in the shell, so `/` does not carry the list of their files.
export { default as AuthLayout } from './AuthLayout';

export const pages = {
  SignInPage: () => import('./SignInPage'),
  SignUpPage: () => import('./SignUpPage'),
  ForgotPasswordPage: () => import('./ForgotPasswordPage'),
  PasswordResetPage: () => import('./PasswordResetPage'),
  EmailConfirmationPage: () => import('./EmailConfirmationPage'),
  EmailChangePage: () => import('./EmailChangePage'),
  GoogleSignInPage: () => import('./GoogleSignInPage'),
};
