import type { CommandContext } from '../../../kernel/context.js';
import { requireRole } from '../../auth/index.js';
import { LIMIT_MAX, LIMIT_MIN, MARGIN_PERCENT_DECIMALS, MARGIN_PERCENT_MAX, MARGIN_PERCENT_MIN } from '../distributor-rules.js';

export interface DistributorTermLimitsView {
  limitMin: number;
  limitMax: number;
  marginPercentMin: number;
  marginPercentMax: number;
  marginPercentDecimals: number;
}

/**
 * The bounds of a distributor's terms, as the rules in distributor-rules.ts apply them, so the admin forms can
 * check them while typing without keeping a copy. The rules that depend on a distributor (collection ≤ credit,
 * credit ≥ used) are not here: the form has those figures, and the server answers them with `params.min`/`max`.
 */
export async function getDistributorTermLimits(ctx: CommandContext): Promise<DistributorTermLimitsView> {
  requireRole(await ctx.viewer(), 'admin');
  return {
    limitMin: LIMIT_MIN,
    limitMax: LIMIT_MAX,
    marginPercentMin: MARGIN_PERCENT_MIN,
    marginPercentMax: MARGIN_PERCENT_MAX,
    marginPercentDecimals: MARGIN_PERCENT_DECIMALS,
  };
}
