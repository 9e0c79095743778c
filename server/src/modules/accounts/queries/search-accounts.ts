import { z } from 'zod';
import type { CommandContext } from '../../../app/request-context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { findMainProfiles } from '../../profiles/index.js';
import { escapeLike } from '../../../shared/database/like.js';
import { requireViewer } from '../../auth/index.js';

export const SearchAccountsSchema = z.object({
  name: z.string({ error: 'required' }).trim().max(100, 'tooLong'),
  withOwn: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional().default(false),
});

export interface AccountSearchResult {
  id: string;
  firstName: string;
  lastName: string;
  avatar: { url: string } | null;
}

const LIMIT = 25;

/** Active accounts whose full name contains the text (for transfer and distribution pickers). No emails. */
export async function searchAccounts(ctx: CommandContext, raw: unknown): Promise<AccountSearchResult[]> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const { name, withOwn } = parseInput(SearchAccountsSchema, raw);
  if (name.length === 0) return [];
  const pattern = `%${escapeLike(name)}%`;
  const rows: Array<{ id: string; first_name: string; last_name: string }> = await c.dataSource.query(
    `SELECT id, first_name, last_name FROM account
     WHERE active AND deleted_at IS NULL AND unaccented(first_name || ' ' || last_name) ILIKE unaccented($1) AND ($2 OR id <> $3)
     ORDER BY first_name, last_name, id LIMIT ${LIMIT}`,
    [pattern, withOwn, viewer.id],
  );
  // The avatar is the main profile's, fetched for the whole page in one statement.
  const mains = await findMainProfiles(c.dataSource.manager, rows.map((row) => row.id));
  return rows.map((row) => {
    const avatarUrl = mains.get(row.id)?.avatarUrl;
    return { id: row.id, firstName: row.first_name, lastName: row.last_name, avatar: avatarUrl ? { url: avatarUrl } : null };
  });
}
