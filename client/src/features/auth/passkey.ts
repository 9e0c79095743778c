import { useSyncExternalStore } from 'react';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ErrorCode } from '@odance/contract/errors';
import { toApiError } from '../../shared/api/api-error';
import type { RestClient } from '../../shared/api/rest-client';

/**
 * Whether this browser can use passkeys, for drawing: false while the app adopts a page the server drew (the server
 * cannot know, and a difference makes React draw the page again, losing what was typed into it), then the browser's
 * answer.
 */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(noChange, passkeysSupported, () => false);
}

const noChange = () => () => undefined;

/** Whether this browser can use passkeys at all (WebAuthn); without it the passkey buttons are not shown. */
export function passkeysSupported(): boolean {
  // What @simplewebauthn/browser's browserSupportsWebAuthn checks, without loading it: the sign-in pages load the
  // library only when a passkey is used.
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * The browser's passkey prompt for oDance: fresh options from the server (`POST /auth/signin/passkey/options`, a
 * challenge that works once), then the authenticator's signed answer, which the caller sends with its sign-in
 * (alone to `/auth/signin/passkey`, or beside the password as the second step).
 */
export async function passkeyAssertion(rest: RestClient): Promise<AuthenticationResponseJSON> {
  const { options } = await rest.post<{ options: PublicKeyCredentialRequestOptionsJSON }>('/auth/signin/passkey/options', {});
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options });
}

/**
 * What to tell the person when a passkey prompt failed: closing it or letting it time out is the common case (the
 * browser does not say which), an API refusal carries its own message.
 */
export function passkeyProblem(error: unknown): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError' || (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED'))
    return 'The passkey prompt was closed or timed out. Try again when you are ready.';
  if (error instanceof Error && error.name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  const apiError = toApiError(error);
  if (apiError.code === ErrorCode.VALIDATION_FAILED) return 'That passkey was not accepted. Use a passkey you added to your oDance account, or sign in another way.';
  return apiError.message;
}
