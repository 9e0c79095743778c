import { generateAuthenticationOptions, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { CommandContext } from '../../../kernel/context.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { rememberChallenge, relyingParty } from '../second-factor/passkeys.js';
import { consume, PASSKEY_OPTIONS_LIMIT } from '../throttle.js';

/**
 * The options for `navigator.credentials.get()` (through @simplewebauthn/browser's startAuthentication): a fresh
 * challenge, remembered for 5 minutes and good for one answer, and no list of credentials, so the browser offers
 * the passkeys it holds for oDance and the server learns nothing it could leak about who has one. Used both for
 * "Sign in with a passkey" and for a passkey as the second step. Anyone may ask; per IP, counted.
 */
export async function passkeySignInOptions(ctx: CommandContext, _input: Record<string, never> = {}): Promise<{ options: PublicKeyCredentialRequestOptionsJSON }> {
  const c = ctx.container;
  const { rpID } = relyingParty(c.config);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  await c.dataSource.transaction(async (manager) => {
    await consume(manager, PASSKEY_OPTIONS_LIMIT(ctx.ip), ErrorCode.TOO_MANY_REQUESTS);
    await rememberChallenge(manager, 'passkey_sign_in', options.challenge, null);
  });
  return { options };
}
