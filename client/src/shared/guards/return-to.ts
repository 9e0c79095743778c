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
