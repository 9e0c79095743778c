import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import { odanceAmountRule } from '../../ledger/index.js';
import { basisPointsToPercent, distributionEconomics, type DistributionEconomics } from '../distribution-economics.js';
import { LIMIT_MAX } from '../distributor-rules.js';

export const DistributionQuoteSchema = z.object({ amount: odanceAmountRule(LIMIT_MAX) });

export interface DistributionQuoteView extends DistributionEconomics {
  amount: number;
  priceCents: number;
  marginPercent: number;
}

/**
 * What a distribution of `amount` by the viewer's own distributor would be worth now, by the same rule
 * makeDistribution applies (distribution-economics.ts): the price of now and the distributor's current
 * margin. A preview only: nothing is locked or kept, and whether the amount fits the available limit is
 * makeDistribution's to decide. Distributors only (admins pass the role check); an admin without a record
 * gets DISTRIBUTOR_NOT_FOUND, like makeDistribution.
 */
export async function getDistributionQuote(ctx: CommandContext, raw: unknown): Promise<DistributionQuoteView> {
  const viewer = requireRole(await ctx.viewer(), 'distributor');
  const c = ctx.container;
  const { amount } = parseInput(DistributionQuoteSchema, raw);
  const rows: Array<{ margin_basis_points: number }> = await c.dataSource.query('SELECT margin_basis_points FROM distributor WHERE account_id = $1', [viewer.id]);
  if (!rows[0]) throw new AppError(ErrorCode.DISTRIBUTOR_NOT_FOUND);
  const marginBasisPoints = Number(rows[0].margin_basis_points);
  const priceCents = c.config.odancePriceCents;
  return { amount, priceCents, marginPercent: basisPointsToPercent(marginBasisPoints), ...distributionEconomics(amount, priceCents, marginBasisPoints) };
}
