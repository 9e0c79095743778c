import { z } from 'zod';
import type { CommandContext } from '../../../../kernel/context.js';
import { AppError } from '../../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../../shared/errors/error-codes.js';
import { parseInput } from '../../../../shared/validation/parse-input.js';
import { requireViewer } from '../../policies.js';
import { mailSecurityChange } from '../../security-mail.js';
import { consume, PASSWORD_CHECK_LIMIT } from '../../throttle.js';
import { TotpFactor } from '../second-factor.entities.js';
import { issueRecoveryCodes, refreshSecondFactorAt } from '../second-factors.js';
import { matchTotp } from '../totp.js';

export const ConfirmTotpEnrolmentSchema = z.object({
  code: z.string().trim().min(1, 'required').max(16, 'tooLong'),
});

/**
 * Finishes adding an authenticator app with its first code: from now on sign-in asks for a second factor. Answers
 * the ten recovery codes, once (stored hashed; earlier ones stop working). Guesses are counted like password checks
 * (5 per 15 minutes); a wrong code is VALIDATION_FAILED (`code`, invalid).
 */
export async function confirmTotpEnrolment(ctx: CommandContext, raw: unknown): Promise<{ recoveryCodes: string[] }> {
  const viewer = requireViewer(await ctx.viewer());
  const input = parseInput(ConfirmTotpEnrolmentSchema, raw);
  const c = ctx.container;
  await c.dataSource.transaction((manager) => consume(manager, PASSWORD_CHECK_LIMIT(viewer.id), ErrorCode.TOO_MANY_REQUESTS));
  const recoveryCodes = await c.dataSource.transaction(async (manager) => {
    const factor = await manager.createQueryBuilder(TotpFactor, 't').where('t.account_id = :id', { id: viewer.id }).setLock('pessimistic_write').getOne();
    if (!factor)
      throw AppError.validation('code', 'invalid', {
        hint: 'beginTotpEnrolment first',
      });
    if (factor.confirmedAt) throw AppError.validation('totp', 'alreadyExists');
    const step = await matchTotp(factor.secret, input.code, c.clock.now(), null);
    if (step === null) throw AppError.validation('code', 'invalid');
    await manager.update(TotpFactor, { accountId: viewer.id }, { confirmedAt: new Date(), lastUsedStep: step });
    await refreshSecondFactorAt(manager, viewer.id);
    await mailSecurityChange(c, manager, viewer, 'An authenticator app was added as a second factor');
    return issueRecoveryCodes(manager, viewer.id);
  });
  void c.mailer.kick();
  return { recoveryCodes };
}
