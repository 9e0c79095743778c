import { z } from 'zod';
import type { CommandContext } from '../../../../kernel/context.js';
import { AppError } from '../../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../../shared/errors/error-codes.js';
import { parseInput } from '../../../../shared/validation/parse-input.js';
import { verifyPassword } from '../../password.js';
import { requireViewer } from '../../policies.js';
import { mailSecurityChange } from '../../security-mail.js';
import { consume, PASSWORD_CHECK_LIMIT } from '../../throttle.js';
import { Passkey, RecoveryCode } from '../second-factor.entities.js';
import { refreshSecondFactorAt, verifySecondFactor } from '../second-factors.js';

export const RemovePasskeySchema = z.object({
  id: z.string().min(1, 'required').max(4096, 'tooLong'),
  password: z.string().max(200, 'tooLong').optional(),
  code: z.string().trim().max(32, 'tooLong').optional(),
});

/**
 * Removes one of the viewer's passkeys (someone else's, or an unknown id: NOT_FOUND). Proof as for disableTotp: the
 * password; a Google account, which has none, gives a code of its authenticator app or one of its recovery codes.
 * Counted like every password check. When no second factor is left, the recovery codes go too. The owner is mailed.
 */
export async function removePasskey(ctx: CommandContext, raw: unknown): Promise<void> {
  const viewer = requireViewer(await ctx.viewer());
  const input = parseInput(RemovePasskeySchema, raw);
  const c = ctx.container;
  await c.dataSource.transaction((manager) => consume(manager, PASSWORD_CHECK_LIMIT(viewer.id), ErrorCode.TOO_MANY_REQUESTS));
  if (viewer.passwordHash) {
    if (!input.password) throw AppError.validation('password', 'required');
    if (!(await verifyPassword(viewer.passwordHash, input.password))) throw new AppError(ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD);
  } else if (!input.code) throw AppError.validation('code', 'required');
  await c.dataSource.transaction(async (manager) => {
    const passkey = await manager.findOneBy(Passkey, { id: input.id, accountId: viewer.id });
    if (!passkey) throw new AppError(ErrorCode.NOT_FOUND);
    if (!viewer.passwordHash && input.code) {
      // Six digits are a code of the app; anything else is tried as a recovery code (which it then spends).
      const proof = /^\d{6}$/.test(input.code) ? { totpCode: input.code } : { recoveryCode: input.code };
      await verifySecondFactor(c, manager, viewer.id, proof).catch(() => {
        throw AppError.validation('code', 'invalid');
      });
    }
    await manager.delete(Passkey, { id: passkey.id });
    if (!(await refreshSecondFactorAt(manager, viewer.id))) await manager.delete(RecoveryCode, { accountId: viewer.id });
    await mailSecurityChange(c, manager, viewer, `The passkey "${passkey.name}" was removed from your second factors`);
  });
  void c.mailer.kick();
}
