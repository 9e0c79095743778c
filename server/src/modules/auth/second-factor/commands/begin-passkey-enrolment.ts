import { fullName } from '@odance/contract';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import type { CommandContext } from '../../../../kernel/context.js';
import { requireViewer } from '../../policies.js';
import { PASSKEY_CHALLENGE_MS, rememberChallenge, relyingParty } from '../passkeys.js';
import { Passkey } from '../second-factor.entities.js';

/**
 * Starts adding a passkey: the options for `navigator.credentials.create()` (through @simplewebauthn/browser's
 * startRegistration), as JSON text. The challenge is the viewer's, lives 5 minutes and works once
 * (confirmPasskeyEnrolment spends it).
 *
 * Choices (docs/decisions.md "Passkeys"): a discoverable credential (`residentKey: required`), because the same
 * passkey also signs in without an email ("Sign in with a passkey"); user verification required (a fingerprint or
 * PIN), because the passkey alone then replaces password and code; no attestation (which maker's authenticator it is
 * does not matter here, and asking for it makes browsers show an extra prompt). The user handle is the account id,
 * never the email. The viewer's own passkeys are excluded, so one authenticator is not added twice.
 */
export async function beginPasskeyEnrolment(ctx: CommandContext, _input: Record<string, never> = {}): Promise<{ options: string }> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const { rpID, rpName } = relyingParty(c.config);
  const existing = await c.dataSource.manager.find(Passkey, { where: { accountId: viewer.id }, select: { id: true, transports: true } });
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: viewer.email,
    userID: new TextEncoder().encode(viewer.id),
    userDisplayName: fullName(viewer).trim(),
    attestationType: 'none',
    timeout: PASSKEY_CHALLENGE_MS / 5,
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports: transports ?? undefined })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await rememberChallenge(c.dataSource.manager, 'passkey_registration', options.challenge, viewer.id);
  return { options: JSON.stringify(options) };
}
