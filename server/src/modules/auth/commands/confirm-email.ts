import { z } from 'zod';
import type { AppContainer } from '../../../app/container.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { Account } from '../../accounts/account.entity.js';
import { consumeToken } from '../auth-tokens.js';

export const ConfirmEmailInput = z.object({ token: z.unknown() });

/** Confirms the address; with ACCOUNT_APPROVAL=auto the account becomes active at once. */
export async function confirmEmail(c: AppContainer, raw: unknown): Promise<{ email: string; active: boolean }> {
  const token = (raw as { token?: unknown } | null)?.token;
  return c.dataSource.transaction(async (manager) => {
    const accountId = await consumeToken(manager, token, 'email_confirmation', ErrorCode.AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN);
    const account = await manager.findOneByOrFail(Account, { id: accountId });
    const now = new Date();
    account.emailConfirmedAt ??= now;
    if (c.config.accountApproval === 'auto' && !account.approvedAt) {
      account.approvedAt = now;
      account.active = true;
    }
    await manager.save(account);
    return { email: account.email, active: account.active };
  });
}
