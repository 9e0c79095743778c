import type { CommandContext } from '../../../../kernel/context.js';
import { AppError } from '../../../../shared/errors/app-error.js';
import { requireViewer } from '../../policies.js';
import { TotpFactor } from '../second-factor.entities.js';
import { newTotpSecret, totpUri } from '../totp.js';

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
}

/**
 * Starts adding an authenticator app: a fresh secret (replacing an unfinished enrolment), shown to the owner as text
 * and as the `otpauth://` URL the Security page draws as a QR code. Nothing changes for sign-in until
 * confirmTotpEnrolment proves the app computes the codes. An account that has one already: VALIDATION_FAILED
 * (`totp`, alreadyExists); disable it first.
 */
export async function beginTotpEnrolment(ctx: CommandContext, _input: Record<string, never> = {}): Promise<TotpEnrolment> {
  const viewer = requireViewer(await ctx.viewer());
  const { manager } = ctx.container.dataSource;
  const existing = await manager.findOneBy(TotpFactor, {
    accountId: viewer.id,
  });
  if (existing?.confirmedAt) throw AppError.validation('totp', 'alreadyExists');
  const secret = newTotpSecret();
  await manager.upsert(TotpFactor, { accountId: viewer.id, secret, confirmedAt: null, lastUsedStep: null }, ['accountId']);
  return { secret, otpauthUrl: totpUri(secret, viewer.email) };
}
