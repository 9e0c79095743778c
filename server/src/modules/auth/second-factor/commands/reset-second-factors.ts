import { z } from 'zod';
import type { CommandContext } from '../../../../kernel/context.js';
import { AppError } from '../../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../../shared/errors/error-codes.js';
import { parseInput } from '../../../../shared/validation/parse-input.js';
import { findAccountById } from '../../../account-rows/index.js';
import { requireRole } from '../../policies.js';
import { mailSecurityChange } from '../../security-mail.js';
import { AdminAuditEntry, Passkey, RecoveryCode, TotpFactor } from '../second-factor.entities.js';
import { refreshSecondFactorAt } from '../second-factors.js';

export const ResetSecondFactorsSchema = z.object({
  accountId: z.uuid('invalid'),
  reason: z.string().trim().min(1, 'required').max(500, 'tooLong'),
});

/**
 * A lost second factor without a recovery code: an admin removes every second factor of a member (authenticator,
 * passkeys, recovery codes) after checking who asks, outside the product. Audited (`admin_audit`: who, whom, why,
 * when), the owner is mailed, and every session of the account ends, so the next sign-in is a fresh one.
 */
export async function resetSecondFactors(ctx: CommandContext, raw: unknown): Promise<void> {
  const admin = requireRole(await ctx.viewer(), 'admin');
  const input = parseInput(ResetSecondFactorsSchema, raw);
  const c = ctx.container;
  await c.dataSource.transaction(async (manager) => {
    const account = await findAccountById(manager, input.accountId);
    if (!account || account.deletedAt) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
    const [totp, passkeys] = await Promise.all([manager.countBy(TotpFactor, { accountId: account.id }), manager.countBy(Passkey, { accountId: account.id })]);
    await manager.delete(TotpFactor, { accountId: account.id });
    await manager.delete(Passkey, { accountId: account.id });
    await manager.delete(RecoveryCode, { accountId: account.id });
    await refreshSecondFactorAt(manager, account.id);
    await manager.insert(AdminAuditEntry, {
      adminId: admin.id,
      targetAccountId: account.id,
      action: 'second_factors_reset',
      details: { reason: input.reason, totp: totp > 0, passkeys },
    });
    if (account.id !== admin.id) await c.sessions.endAll(account.id, { manager });
    await mailSecurityChange(c, manager, account, 'An administrator removed your second factors at your request');
  });
  void c.mailer.kick();
}
