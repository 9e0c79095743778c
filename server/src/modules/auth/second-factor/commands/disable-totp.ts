import { z } from 'zod';
import type { CommandContext } from '../../../../kernel/context.js';
import { AppError } from '../../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../../shared/errors/error-codes.js';
import { parseInput } from '../../../../shared/validation/parse-input.js';
import { verifyPassword } from '../../password.js';
import { requireViewer } from '../../policies.js';
import { mailSecurityChange } from '../../security-mail.js';
import { consume, PASSWORD_CHECK_LIMIT } from '../../throttle.js';
import { RecoveryCode, TotpFactor } from '../second-factor.entities.js';
import { refreshSecondFactorAt, verifySecondFactor } from '../second-factors.js';

export const DisableTotpSchema = z.object({
  password: z.string().max(200, 'tooLong').optional(),
  code: z.string().trim().max(16, 'tooLong').optional(),
});

/**
 * Removes the authenticator app. Proof: the password (a Google account, which has none, gives a current code of the
 * app instead), counted like every password check. When no passkey is left either, the recovery codes go too and
 * sign-in needs one factor again. A security mail tells the owner.
 */
export async function disableTotp(ctx: CommandContext, raw: unknown): Promise<void> {
  const viewer = requireViewer(await ctx.viewer());
  const input = parseInput(DisableTotpSchema, raw);
  const c = ctx.container;
  await c.dataSource.transaction((manager) => consume(manager, PASSWORD_CHECK_LIMIT(viewer.id), ErrorCode.TOO_MANY_REQUESTS));
  if (viewer.passwordHash) {
    if (!input.password) throw AppError.validation('password', 'required');
    if (!(await verifyPassword(viewer.passwordHash, input.password))) throw new AppError(ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD);
  } else if (!input.code) throw AppError.validation('code', 'required');
  await c.dataSource.transaction(async (manager) => {
    const factor = await manager.findOneBy(TotpFactor, {
      accountId: viewer.id,
    });
    if (!factor?.confirmedAt) throw new AppError(ErrorCode.NOT_FOUND);
    if (!viewer.passwordHash)
      await verifySecondFactor(c, manager, viewer.id, {
        totpCode: input.code,
      }).catch(() => {
        throw AppError.validation('code', 'invalid');
      });
    await manager.delete(TotpFactor, { accountId: viewer.id });
    if (!(await refreshSecondFactorAt(manager, viewer.id))) await manager.delete(RecoveryCode, { accountId: viewer.id });
    await mailSecurityChange(c, manager, viewer, 'The authenticator app was removed from your second factors');
  });
  void c.mailer.kick();
}
