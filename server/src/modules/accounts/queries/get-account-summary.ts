import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { findMainProfiles } from '../../profiles/index.js';
import { requireViewer } from '../../auth/index.js';
import { presentAccountSummary, type AccountSummaryRow, type AccountSummaryView } from '../account.presenter.js';

export const AccountSummarySchema = z.object({ id: z.uuid({ error: 'invalid' }) });

/**
 * One active account as the pickers show it (name, avatar and what tells namesakes apart; no email): the recipient a receive link or a
 * scanned code names (modules/live/README.md "Receive"), shown before anything is sent. ACCOUNT_NOT_FOUND for an
 * unknown, inactive or erased account.
 */
export async function getAccountSummary(ctx: CommandContext, raw: unknown): Promise<AccountSummaryView> {
  const viewer = await ctx.viewer();
  const c = ctx.container;
  requireViewer(viewer);
  const { id } = parseInput(AccountSummarySchema, raw);
  const [row]: AccountSummaryRow[] = await c.dataSource.query(
    `SELECT id, first_name, last_name, created_at FROM account WHERE id = $1 AND active AND deleted_at IS NULL`,
    [id],
  );
  if (!row) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  return presentAccountSummary(row, (await findMainProfiles(c.dataSource.manager, [row.id])).get(row.id));
}
