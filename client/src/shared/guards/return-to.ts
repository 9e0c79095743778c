import type { Location } from 'react-router';

export const SIGN_IN_PATH = '/auth/sign-in';
export const RETURN_TO_PARAM = 'returnTo';

/** Where a signed-out visitor of a protected page goes: sign-in, remembering the page to come back to. */
export function signInPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`;
}

/** Only same-app paths: an absolute or protocol-relative URL here would be an open redirect. */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/auth' || value.startsWith('/auth/')) return null;
  return value;
}

/** Where a first sign-in lands: the page that invites to create a first profile (onboarding). */
export const FIRST_PROFILE_PATH = '/dashboard/manage-profiles';

/**
 * After a sign-in: the page remembered in `?returnTo=`, else, for someone without a profile yet, the invitation
 * to create one; null leaves the guest-only guard's default (`/`).
 */
export function returnAfterSignIn(remembered: string | null, user: { mainProfile: unknown }): string | null {
  return safeReturnTo(remembered) ?? (user.mainProfile ? null : FIRST_PROFILE_PATH);
}
