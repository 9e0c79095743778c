import { SEARCH_TEXT_MAX } from '@odance/contract';
import { z } from 'zod';
import { escapeLike } from '../../../shared/database/like.js';
import { unaccentEach, unaccentOnce } from '../../../shared/database/unaccent.js';
import { instantRule } from '../../../shared/validation/instant-rule.js';

/**
 * The viewer's history (docs/api.md "Your history"): their transfers and the distributions they received or made,
 * each seen from their side. The kinds, from the ledger's movement kinds and the sign of the viewer's entry:
 * `sent` / `received` (a `transfer` movement), `distributionReceived` (oDance bought from a distributor: a
 * `distribution` credited to the viewer's wallet) and `distributionMade` (a distributor's own sale, debited from its
 * credit line). Card purchases are not here: they have no counterpart and are listed, with their invoices, in the
 * payment history (modules/payments).
 */
export const MY_TRANSFER_KINDS = ['sent', 'received', 'distributionReceived', 'distributionMade'] as const;
export type MyTransferKind = (typeof MY_TRANSFER_KINDS)[number];

/** How one kind reads in SQL over the movement `m` and the viewer's entry `mine`. */
const KIND_SQL: Record<MyTransferKind, string> = {
  sent: `m.kind = 'transfer' AND mine.amount < 0`,
  received: `m.kind = 'transfer' AND mine.amount > 0`,
  distributionReceived: `m.kind = 'distribution' AND mine.amount > 0`,
  distributionMade: `m.kind = 'distribution' AND mine.amount < 0`,
};

/**
 * The history's filter, shared by `myTransfers` and the CSV export: the counterpart's name (contains, case and
 * accents ignored, as the account pickers search), dates (dateFrom inclusive, dateTo exclusive, as the admin list:
 * the web app sends the day after the last one it shows) and one kind. Blank text is no filter; anything else that
 * cannot be used is VALIDATION_FAILED on its field, never ignored.
 */
export const MyTransfersFilterSchema = z
  .object({
    counterpart: z.string({ error: 'invalid' }).trim().max(SEARCH_TEXT_MAX, 'tooLong').nullish(),
    dateFrom: instantRule,
    dateTo: instantRule,
    kind: z.enum(MY_TRANSFER_KINDS, { error: 'invalid' }).nullish(),
  })
  .superRefine((filter, ctx) => {
    if (filter.dateFrom && filter.dateTo && filter.dateTo <= filter.dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'mismatch' });
  })
  .nullish();

export type MyTransfersFilter = z.infer<typeof MyTransfersFilterSchema>;

/**
 * The rows of the viewer's history, bound to `$1` = the viewer's account id. The viewer's side is their wallet (a
 * transfer, a distribution received) or their distributor credit line (a distribution made); the counterpart is the
 * owner of the movement's other ledger account. A distribution's money (what the buyer paid the distributor) is read
 * from the distributors module's `distribution` row, by SQL only: the ledger imports nothing from that module (it
 * imports the ledger).
 */
export const MY_HISTORY_FROM = `FROM ledger_account wallet
    JOIN ledger_entry mine ON mine.ledger_account_id = wallet.id
    JOIN ledger_movement m ON m.id = mine.movement_id AND m.kind IN ('transfer', 'distribution')
    JOIN ledger_entry other ON other.movement_id = m.id AND other.id <> mine.id
    JOIN ledger_account other_wallet ON other_wallet.id = other.ledger_account_id
    JOIN account counterpart ON counterpart.id = other_wallet.owner_account_id
    LEFT JOIN distribution dist ON dist.movement_id = m.id
    WHERE wallet.kind IN ('wallet', 'distributor_credit') AND wallet.owner_account_id = $1`;

/** The columns a history row is presented from (ledger.presenter.ts, MyTransferRow). */
export const MY_HISTORY_COLUMNS = `m.id, m.kind AS movement_kind, m.created_at, m.message, m.reference, mine.amount, counterpart.id AS counterpart_id,
              counterpart.first_name, counterpart.last_name, dist.fiat_cents`;

/** The filter as extra `AND …` conditions, its values bound by `bind` (after `$1`). */
export function myHistoryConditions(filter: MyTransfersFilter, bind: (value: unknown) => string): string {
  const conditions: string[] = [];
  if (filter?.counterpart) {
    conditions.push(`${unaccentEach("counterpart.first_name || ' ' || counterpart.last_name")} ILIKE ${unaccentOnce(bind(`%${escapeLike(filter.counterpart)}%`))}`);
  }
  if (filter?.dateFrom) conditions.push(`m.created_at >= ${bind(filter.dateFrom)}`);
  if (filter?.dateTo) conditions.push(`m.created_at < ${bind(filter.dateTo)}`);
  if (filter?.kind) conditions.push(`(${KIND_SQL[filter.kind]})`);
  return conditions.map((condition) => ` AND ${condition}`).join('');
}
