import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { pageRule, pageSizeRule } from '../../../shared/validation/list-rules.js';
import { requireViewer } from '../../auth/index.js';
import {
  MONEY_REQUEST_DIRECTIONS,
  MONEY_REQUEST_SELECT,
  MONEY_REQUEST_STATUSES,
  presentMoneyRequest,
  type MoneyRequestRow,
  type MoneyRequestsPageView,
} from '../money-request.presenter.js';

export const ListMoneyRequestsSchema = z.object({
  page: pageRule,
  pageSize: pageSizeRule,
  direction: z.enum(MONEY_REQUEST_DIRECTIONS, { error: 'invalid' }).nullish(),
  status: z.enum(MONEY_REQUEST_STATUSES, { error: 'invalid' }).nullish(),
});

/** The viewer's money requests, those they sent and those they are asked to pay (or one `direction`), newest first. */
export async function listMoneyRequests(ctx: CommandContext, raw: unknown): Promise<MoneyRequestsPageView> {
  const viewer = requireViewer(await ctx.viewer());
  const { page, pageSize, direction, status } = parseInput(ListMoneyRequestsSchema, raw);
  const rows: Array<MoneyRequestRow & { total: number }> = await ctx.container.dataSource.query(
    `${MONEY_REQUEST_SELECT.replace('SELECT', 'SELECT count(*) OVER ()::int AS total,')}
     WHERE (($2::text IS DISTINCT FROM 'received' AND r.requester_account_id = $1) OR ($2::text IS DISTINCT FROM 'sent' AND r.payer_account_id = $1))
       AND ($3::text IS NULL OR r.status = $3)
     ORDER BY r.created_at DESC, r.id DESC LIMIT $4 OFFSET $5`,
    [viewer.id, direction ?? null, status ?? null, pageSize, (page - 1) * pageSize],
  );
  const total = rows[0]?.total ?? 0;
  return { total, page, pageSize, moneyRequests: rows.map((row) => presentMoneyRequest(row, viewer.id)) };
}
