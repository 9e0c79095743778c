import { z } from 'zod';
import type { CommandContext } from '../../../app/request-context.js';
import { queryPage } from '../../../shared/database/page-query.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { choiceRule, pageRule, pageSizeRule } from '../../../shared/validation/list-rules.js';
import { requireViewer } from '../../auth/index.js';
import { presentMyTransfer, type MyTransferRow, type MyTransfersPageView } from '../ledger.presenter.js';

export const MyTransfersSchema = z.object({
  page: pageRule,
  pageSize: pageSizeRule,
  sort: choiceRule(['createdAt', 'amount'], 'createdAt'),
  sortOrder: choiceRule(['asc', 'desc'], 'desc'),
});

// Whitelisted ORDER BY expressions; the id breaks ties so pages never overlap.
const ORDER = { createdAt: 'm.created_at', amount: 'abs(mine.amount)' } as const;

/** The viewer's transfers, sent and received, each seen from the viewer's side with the other party's name. */
export async function listMyTransfers(ctx: CommandContext, raw: unknown): Promise<MyTransfersPageView> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const input = parseInput(MyTransfersSchema, raw);
  const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const from = `FROM ledger_account wallet
    JOIN ledger_entry mine ON mine.ledger_account_id = wallet.id
    JOIN ledger_movement m ON m.id = mine.movement_id AND m.kind = 'transfer'
    JOIN ledger_entry other ON other.movement_id = m.id AND other.id <> mine.id
    JOIN ledger_account other_wallet ON other_wallet.id = other.ledger_account_id
    JOIN account counterpart ON counterpart.id = other_wallet.owner_account_id
    WHERE wallet.kind = 'wallet' AND wallet.owner_account_id = $1`;
  const { rows, ...page } = await queryPage<MyTransferRow>(
    c.dataSource,
    {
      rows: `SELECT m.id, m.created_at, m.message, mine.amount, counterpart.id AS counterpart_id,
              counterpart.first_name, counterpart.last_name
       ${from} ORDER BY ${ORDER[input.sort]} ${direction}, m.id ${direction}`,
      count: `SELECT count(*) ${from}`,
    },
    [viewer.id],
    input,
  );
  return { transfers: rows.map(presentMyTransfer), ...page };
}
