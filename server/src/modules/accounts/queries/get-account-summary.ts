import { z } from 'zod';
import type { CommandContext } from '../../../app/request-context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { findMainProfiles } from '../../profiles/index.js';
import { requireViewer } from '../../auth/index.js';
import type { AccountSearchResult } from '../queries/search-accounts.js';

export const AccountSummarySchema = z.object({ id: z.uuid({ error: 'invalid' }) });

/**
 * One active account as the pickers show it (name and avatar, no email): the recipient a receive link or a
 * scanned code names (modules/live/README.md "Receive"), shown before anything is sent. ACCOUNT_NOT_FOUND for an
 * unknown, inactive or erased account.
 */
export async function getAccountSummary(ctx: CommandContext, raw: unknown): Promise<AccountSearchResult> {
  const viewer = await ctx.viewer();
  const c = ctx.container;
  requireViewer(viewer);
  const { id } = parseInput(AccountSummarySchema, raw);
  const [row]: Array<{ id: string; first_name: string; last_name: string }> = await c.dataSource.query(
    `SELECT id, first_name, last_name FROM account WHERE id = $1 AND active AND deleted_at IS NULL`,
    [id],
  );
  if (!row) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  const avatarUrl = (await findMainProfiles(c.dataSource.manager, [row.id])).get(row.id)?.avatarUrl;
  return { id: row.id, firstName: row.first_name, lastName: row.last_name, avatar: avatarUrl ? { url: avatarUrl } : null };
}
