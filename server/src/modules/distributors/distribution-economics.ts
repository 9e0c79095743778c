/** What one distribution is worth, in whole cents. */
export interface DistributionEconomics {
  /** amount × price: what the distributor takes from the recipient. */
  fiatCents: number;
  /** The distributor's margin. */
  revenueCents: number;
  /** What the distributor owes the platform for it: fiat − revenue. */
  feesCents: number;
}

/** 100 % in basis points (hundredths of a percent). */
export const FULL_MARGIN_BASIS_POINTS = 10_000;

/**
 * The one rounding rule: revenue = fiat × margin rounded half up to whole cents, i.e.
 * floor((fiat × basisPoints + 5000) / 10000); fees take the rest, so revenue + fees = fiat exactly.
 * BigInt, because fiat × basis points can pass 2^53 for large distributions at a high price.
 * The distribution table's CHECKs state the same formula.
 */
export function distributionEconomics(amount: number, priceCents: number, marginBasisPoints: number): DistributionEconomics {
  const fiat = BigInt(amount) * BigInt(priceCents);
  const revenue = (fiat * BigInt(marginBasisPoints) + BigInt(FULL_MARGIN_BASIS_POINTS / 2)) / BigInt(FULL_MARGIN_BASIS_POINTS);
  return { fiatCents: Number(fiat), revenueCents: Number(revenue), feesCents: Number(fiat - revenue) };
}

/** 12.5 → 1250. The input rule allows at most two decimals, so this is exact (the rounding only removes float noise). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}
