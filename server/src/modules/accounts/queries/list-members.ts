import { SEARCH_TEXT_MAX } from '@odance/contract';
import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { escapeLike } from '../../../shared/database/like.js';
import { queryPage, type PageInfo } from '../../../shared/database/page-query.js';
import { unaccentEach, unaccentOnce } from '../../../shared/database/unaccent.js';
import { choiceRule, pageRule, pageSizeRule } from '../../../shared/validation/list-rules.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import type { RoleName } from '../../account-rows/index.js';

export const MEMBER_STATUSES = ['any', 'active', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const ListMembersSchema = z.object({
  search: z
    .string({ error: 'invalid' })
    .trim()
    .max(SEARCH_TEXT_MAX, 'tooLong')
    .nullish()
    .transform((text) => text ?? ''),
  status: choiceRule(MEMBER_STATUSES, 'any'),
  page: pageRule,
  pageSize: pageSizeRule,
});

/** One member as the admin list shows it. */
export interface MemberView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  active: boolean;
  emailConfirmed: boolean;
  approved: boolean;
  balance: number;
  createdAt: Date;
}

interface MemberRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: RoleName;
  active: boolean;
  email_confirmed_at: Date | null;
  approved_at: Date | null;
  balance: string;
  created_at: Date;
}

/**
 * Admin: every account that is not erased, newest first, found by a part of its name or of its address (accents and
 * case ignored, as searchAccounts), with its wallet's balance (0 before any oDance). Paged like every list.
 */
export async function listMembers(ctx: CommandContext, raw: unknown): Promise<PageInfo & { members: MemberView[] }> {
  requireRole(await ctx.viewer(), 'admin');
  const input = parseInput(ListMembersSchema, raw);
  const conditions = ['a.deleted_at IS NULL'];
  const params: unknown[] = [];
  if (input.search !== '') {
    params.push(`%${escapeLike(input.search)}%`);
    const n = params.length;
    conditions.push(`(${unaccentEach("a.first_name || ' ' || a.last_name")} ILIKE ${unaccentOnce(`$${n}`)} OR ${unaccentEach('a.email::text')} ILIKE ${unaccentOnce(`$${n}`)})`);
  }
  if (input.status !== 'any') conditions.push(input.status === 'active' ? 'a.active' : 'NOT a.active');
  const where = conditions.join(' AND ');
  const page = await queryPage<MemberRow>(
    ctx.container.dataSource,
    {
      rows: `SELECT a.id, a.email, a.first_name, a.last_name, a.role, a.active, a.email_confirmed_at, a.approved_at, a.created_at,
                    COALESCE(w.balance, 0) AS balance
             FROM account a LEFT JOIN ledger_account w ON w.owner_account_id = a.id AND w.kind = 'wallet'
             WHERE ${where} ORDER BY a.created_at DESC, a.id`,
      count: `SELECT count(*) FROM account a WHERE ${where}`,
    },
    params,
    input,
  );
  return {
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    members: page.rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      active: row.active,
      emailConfirmed: row.email_confirmed_at !== null,
      approved: row.approved_at !== null,
      balance: Number(row.balance),
      createdAt: row.created_at,
    })),
  };
}
