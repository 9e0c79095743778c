import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { z } from 'zod';
import type { CommandContext } from '../../../../kernel/context.js';
import { AppError } from '../../../../shared/errors/app-error.js';
import { parseInput } from '../../../../shared/validation/parse-input.js';
import { lockAccountRole } from '../../../account-rows/index.js';
import { requireViewer } from '../../policies.js';
import { mailSecurityChange } from '../../security-mail.js';
import { PasskeyAttestationSchema, relyingParty, spendChallenge } from '../passkeys.js';
import { Passkey } from '../second-factor.entities.js';
import { issueRecoveryCodes, refreshSecondFactorAt } from '../second-factors.js';
import { oneRow } from '../../../../shared/database/one-row.js';

/** More passkeys than anyone carries authenticators; a bound on rows an account can add. */
export const MAX_PASSKEYS = 20;

export const ConfirmPasskeyEnrolmentSchema = z.object({
  name: z.string().trim().min(1, 'required').max(60, 'tooLong'),
  // startRegistration()'s answer as JSON text (GraphQL has no JSON scalar here); parsed and checked below.
  response: z
    .string()
    .max(40_000, 'tooLong')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
    })
    .pipe(PasskeyAttestationSchema),
});

export interface PasskeyEnrolmentResult {
  passkey: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };
  /** Ten fresh recovery codes when this passkey is the account's first second factor, else empty. */
  recoveryCodes: string[];
}

/**
 * Finishes adding a passkey with the authenticator's answer to beginPasskeyEnrolment's options: the challenge
 * (spent, whatever the outcome; it must be the viewer's), the origin and RP ID, user verification, then the new
 * credential is stored under the name the owner gave it. From now on sign-in asks for a second factor, which this
 * passkey can be, and the passkey alone signs in from the sign-in page. A first second factor comes with ten
 * recovery codes (answered once), so losing the passkey is not losing the account. The owner is mailed.
 * Refusals: VALIDATION_FAILED on `passkey` (invalid; alreadyExists for a credential already stored; tooLong past
 * MAX_PASSKEYS) or `name`.
 */
export async function confirmPasskeyEnrolment(ctx: CommandContext, raw: unknown): Promise<PasskeyEnrolmentResult> {
  const viewer = requireViewer(await ctx.viewer());
  const input = parseInput(ConfirmPasskeyEnrolmentSchema, raw);
  const c = ctx.container;
  const { challenge, accountId } = await spendChallenge(c, 'passkey_registration', input.response.response.clientDataJSON);
  if (accountId !== viewer.id) throw AppError.validation('passkey', 'invalid');
  const { rpID, origin } = relyingParty(c.config);
  let credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] };
  try {
    const result = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error('not verified');
    credential = result.registrationInfo.credential;
  } catch {
    throw AppError.validation('passkey', 'invalid');
  }
  const result = await c.dataSource.transaction(async (manager) => {
    // The account row orders concurrent enrolments, so the count below holds.
    await lockAccountRole(manager, viewer.id);
    if (await manager.existsBy(Passkey, { id: credential.id })) throw AppError.validation('passkey', 'alreadyExists');
    if ((await manager.countBy(Passkey, { accountId: viewer.id })) >= MAX_PASSKEYS) throw AppError.validation('passkey', 'tooLong', { max: MAX_PASSKEYS });
    const { left } = oneRow<{ left: number }>(await manager.query('SELECT count(*)::int AS left FROM recovery_code WHERE account_id = $1 AND used_at IS NULL', [viewer.id]));
    const passkey = manager.create(Passkey, {
      id: credential.id,
      accountId: viewer.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? null,
      name: input.name,
      lastUsedAt: null,
    });
    await manager.insert(Passkey, passkey);
    await refreshSecondFactorAt(manager, viewer.id);
    await mailSecurityChange(c, manager, viewer, `A passkey ("${input.name}") was added as a second factor`);
    const recoveryCodes = left === 0 ? await issueRecoveryCodes(manager, viewer.id) : [];
    const stored = await manager.findOneByOrFail(Passkey, { id: credential.id });
    return { passkey: { id: stored.id, name: stored.name, createdAt: stored.createdAt, lastUsedAt: stored.lastUsedAt }, recoveryCodes };
  });
  void c.mailer.kick();
  return result;
}
