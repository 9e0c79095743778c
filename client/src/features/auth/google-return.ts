import { safeReturnTo } from '../../shared/guards/return-to';

/** The page to come back to survives the trip to Google in sessionStorage (this tab only). */
const KEY = 'odance.googleReturnTo';

export function rememberGoogleReturnTo(returnTo: string | null): void {
  const safe = safeReturnTo(returnTo);
  try {
    if (safe) sessionStorage.setItem(KEY, safe);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be disabled: the user then lands on the home page.
  }
}

export function takeGoogleReturnTo(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return safeReturnTo(value);
  } catch {
    return null;
  }
}
