import type { CommandContext } from '../../../kernel/context.js';
import { requireRole } from '../../auth/index.js';
import { oneRow } from '../../../shared/database/one-row.js';

/** The books at a glance, in whole oDance (the admin dashboard). */
export interface MoneyTotalsView {
  /** What members hold: the sum of every wallet's balance. */
  inCirculation: number;
  /** Every oDance ever bought by card (what the card issuance account issued). */
  boughtByCard: number;
  /** Distributed on credit since each distributor's last collection: not yet settled. */
  distributorCreditOutstanding: number;
  /** Distributed on credit and already collected. */
  distributorCreditCollected: number;
  /** The platform account: what closed accounts forfeited. */
  platformAccount: number;
}

/**
 * Admin: the totals, read from the ledger's balances in ONE statement, so they are of one moment and always add
 * up: inCirculation + platformAccount = boughtByCard + distributorCreditOutstanding + distributorCreditCollected
 * (every movement sums to zero: ledger-check.ts's "total issued equals total held", which `npm run ledger:check`
 * verifies with these same sums).
 */
export async function getMoneyTotals(ctx: CommandContext): Promise<MoneyTotalsView> {
  requireRole(await ctx.viewer(), 'admin');
  const row = oneRow<Record<string, string>>(await ctx.container.dataSource.query(
    `SELECT coalesce(sum(balance) FILTER (WHERE kind = 'wallet'), 0) AS in_circulation,
            coalesce(-sum(balance) FILTER (WHERE kind = 'card_issuance'), 0) AS bought_by_card,
            coalesce(-sum(balance) FILTER (WHERE kind = 'distributor_credit'), 0) AS credit_outstanding,
            coalesce(-sum(balance) FILTER (WHERE kind = 'distributor_settled'), 0) AS credit_collected,
            coalesce(sum(balance) FILTER (WHERE kind = 'platform'), 0) AS platform
     FROM ledger_account`,
  ));
  return {
    inCirculation: Number(row.in_circulation),
    boughtByCard: Number(row.bought_by_card),
    distributorCreditOutstanding: Number(row.credit_outstanding),
    distributorCreditCollected: Number(row.credit_collected),
    platformAccount: Number(row.platform),
  };
}
