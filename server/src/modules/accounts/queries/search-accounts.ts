import { SEARCH_TEXT_MAX } from '@odance/contract';
import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { findMainProfiles } from '../../profiles/index.js';
import { escapeLike } from '../../../shared/database/like.js';
import { unaccentEach, unaccentOnce } from '../../../shared/database/unaccent.js';
import { requireViewer } from '../../auth/index.js';
import { presentAccountSummary, type AccountSummaryRow, type AccountSummaryView } from '../account.presenter.js';

export const SearchAccountsSchema = z.object({
  name: z.string({ error: 'required' }).trim().max(SEARCH_TEXT_MAX, 'tooLong'),
  withOwn: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional().default(false),
});

const LIMIT = 25;

/**
 * Active accounts whose full name contains the text (for transfer and distribution pickers), with what tells
 * namesakes apart (account.presenter.ts, AccountSummaryView). No emails.
 */
export async function searchAccounts(ctx: CommandContext, raw: unknown): Promise<AccountSummaryView[]> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const { name, withOwn } = parseInput(SearchAccountsSchema, raw);
  if (name.length === 0) return [];
  const pattern = `%${escapeLike(name)}%`;
  const rows: AccountSummaryRow[] = await c.dataSource.query(
    `SELECT id, first_name, last_name, created_at FROM account
     WHERE active AND deleted_at IS NULL AND ${unaccentEach("first_name || ' ' || last_name")} ILIKE ${unaccentOnce('$1')} AND ($2 OR id <> $3)
     ORDER BY first_name, last_name, id LIMIT ${LIMIT}`,
    [pattern, withOwn, viewer.id],
  );
  // The avatar, type and country are the main profile's, fetched for the whole page in one statement.
  const mains = await findMainProfiles(c.dataSource.manager, rows.map((row) => row.id));
  return rows.map((row) => presentAccountSummary(row, mains.get(row.id)));
}
