import { lazy } from 'react';

// Every page and area layout is its own chunk: the first visit of `/` downloads only the shell and Explore.
export const ExplorePage = lazy(() => import('../features/explore/ExplorePage'));
export const PublicProfilePage = lazy(() => import('../features/profiles/PublicProfilePage'));
export const NotFoundPage = lazy(() => import('../shared/ui/NotFoundPage'));
export const ErrorTestPage = lazy(() => import('../features/diagnostics/ErrorTestPage'));

export const AuthLayout = lazy(() => import('../features/auth/AuthLayout'));
export const SignInPage = lazy(() => import('../features/auth/SignInPage'));
export const SignUpPage = lazy(() => import('../features/auth/SignUpPage'));
export const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
export const PasswordResetPage = lazy(() => import('../features/auth/PasswordResetPage'));
export const EmailConfirmationPage = lazy(() => import('../features/auth/EmailConfirmationPage'));
export const GoogleSignInPage = lazy(() => import('../features/auth/GoogleSignInPage'));

export const DashboardLayout = lazy(() => import('../features/dashboard/DashboardLayout'));
export const ManageProfilesPage = lazy(() => import('../features/profiles/ManageProfilesPage'));
export const ProfileTypePickerPage = lazy(() => import('../features/profiles/ProfileTypePickerPage'));
export const ProfileCreatorPage = lazy(() => import('../features/profiles/ProfileCreatorPage'));
export const ProfileEditorPage = lazy(() => import('../features/profiles/ProfileEditorPage'));
export const AccountInformationPage = lazy(() => import('../features/account/AccountInformationPage'));
export const SecurityPage = lazy(() => import('../features/account/SecurityPage'));
export const BuyOdancePage = lazy(() => import('../features/odance/BuyOdancePage'));
export const TransfersPage = lazy(() => import('../features/odance/TransfersPage'));
export const PaymentSuccessPage = lazy(() => import('../features/odance/PaymentSuccessPage'));
export const PaymentFailedPage = lazy(() => import('../features/odance/PaymentFailedPage'));
export const InvoicePage = lazy(() => import('../features/odance/InvoicePage'));
export const DistributorDashboardPage = lazy(() => import('../features/distributors/DistributorDashboardPage'));

export const AdminLayout = lazy(() => import('../features/admin/AdminLayout'));
export const AdminOverviewPage = lazy(() => import('../features/admin/AdminOverviewPage'));
export const AdminDistributorsPage = lazy(() => import('../features/admin/AdminDistributorsPage'));
export const AdminDistributorPage = lazy(() => import('../features/admin/AdminDistributorPage'));
export const AdminTransfersPage = lazy(() => import('../features/admin/AdminTransfersPage'));
export const AdminExplorerPage = lazy(() => import('../features/admin/AdminExplorerPage'));
