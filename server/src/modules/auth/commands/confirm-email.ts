import { z } from 'zod';
import type { AppContainer, CommandContext } from '../../../kernel/context.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { type Account, confirmAccountEmail, findAccountById } from '../../account-rows/index.js';
import { AuthToken } from '../auth-token.entity.js';
import { consumeToken } from '../auth-tokens.js';
import { hashToken } from '../secure-token.js';

export const ConfirmEmailSchema = z.object({ token: z.unknown() });

/**
 * Confirms the address; with ACCOUNT_APPROVAL=auto the account becomes active at once. A link opened again after
 * its address was confirmed (a second click, a mail client that previews links, an older link) answers
 * `alreadyConfirmed: true` instead of an error: the person only needs to sign in.
 */
export async function confirmEmail(ctx: CommandContext, raw: unknown): Promise<{ email: string; active: boolean; alreadyConfirmed?: true }> {
  const c = ctx.container;
  const token = (raw as { token?: unknown } | null)?.token;
  const confirmed = await confirmedAccountOfUsedToken(c, token);
  if (confirmed) return { email: confirmed.email, active: confirmed.active, alreadyConfirmed: true };
  return c.dataSource.transaction(async (manager) => {
    const accountId = await consumeToken(manager, token, 'email_confirmation', ErrorCode.AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN);
    const account = await confirmAccountEmail(manager, accountId, c.config.accountApproval === 'auto');
    return { email: account.email, active: account.active };
  });
}

/** The account of a used confirmation token whose address is confirmed (and not erased), else null. */
async function confirmedAccountOfUsedToken(c: AppContainer, token: unknown): Promise<Account | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  const row = await c.dataSource.manager.findOneBy(AuthToken, { tokenHash: hashToken(token), purpose: 'email_confirmation' });
  if (!row?.usedAt) return null;
  const account = await findAccountById(c.dataSource.manager, row.accountId);
  return account && account.emailConfirmedAt && !account.deletedAt ? account : null;
}
