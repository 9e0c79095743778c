import { z } from 'zod';
import type { AppContainer } from '../../../app/container.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import type { Account } from '../account.entity.js';

export const SearchAccountsInput = z.object({
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
export async function searchAccounts(c: AppContainer, viewer: Account, raw: unknown): Promise<AccountSearchResult[]> {
  const { name, withOwn } = parseInput(SearchAccountsInput, raw);
  if (name.length === 0) return [];
  const pattern = `%${name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows: Array<{ id: string; first_name: string; last_name: string }> = await c.dataSource.query(
    `SELECT id, first_name, last_name FROM account
     WHERE active AND deleted_at IS NULL AND (first_name || ' ' || last_name) ILIKE $1 AND ($2 OR id <> $3)
     ORDER BY first_name, last_name, id LIMIT ${LIMIT}`,
    [pattern, withOwn, viewer.id],
  );
  return rows.map((row) => ({ id: row.id, firstName: row.first_name, lastName: row.last_name, avatar: null }));
}
