/**
 * The economics of a distribution as the server computes them (PRODUCT.md §3, distributors README), so the
 * form can show them before anything is sent: whole cents, integer maths only.
 */

/** What the distributor takes from the recipient: amount × the price of one oDance. */
export const fiatCentsOf = (amount: number, priceCents: number): number => amount * priceCents;

/** A margin in percent (at most two decimals) as basis points: 12.5 → 1250. */
export const basisPointsOf = (marginPercent: number): number => Math.round(marginPercent * 100);

/** The distributor's margin on `fiatCents`, rounded half up to whole cents (the server's stated rule). */
export function revenueCentsOf(fiatCents: number, marginPercent: number): number {
  const scaled = BigInt(fiatCents) * BigInt(basisPointsOf(marginPercent)) + 5000n;
  return Number(scaled / 10000n);
}

/** Owed to the platform: the fiat amount less the margin. */
export const feesCentsOf = (fiatCents: number, marginPercent: number): number => fiatCents - revenueCentsOf(fiatCents, marginPercent);

export interface DistributionQuote {
  fiatCents: number;
  revenueCents: number;
  feesCents: number;
}

export function quoteDistribution(amount: number, priceCents: number, marginPercent: number): DistributionQuote {
  const fiatCents = fiatCentsOf(amount, priceCents);
  const revenueCents = revenueCentsOf(fiatCents, marginPercent);
  return { fiatCents, revenueCents, feesCents: fiatCents - revenueCents };
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 12.5 → "12.5%". */
export const formatPercent = (percent: number): string => `${percentFormat.format(percent)}%`;

/** Used limit as a share of the credit limit, 0–100, for a progress bar. */
export const usedShare = (used: number, credit: number): number => (credit > 0 ? Math.min(100, (used / credit) * 100) : 0);
