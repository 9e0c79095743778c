/*
 * A distributor's terms (docs/product.md#rules): the bounds the server's rules and the admin forms check. The
 * server also answers them as `distributorTermLimits`, for clients that do not build on this package.
 */

/** Credit and collection limits: whole oDance from LIMIT_MIN; every amount up to 2^53 − 1 (bigint columns, the API's SafeInt). */
export const LIMIT_MIN = 1;
export const LIMIT_MAX = Number.MAX_SAFE_INTEGER;
export const MARGIN_PERCENT_MIN = 0;
export const MARGIN_PERCENT_MAX = 100;
export const MARGIN_PERCENT_DECIMALS = 2;

/** A margin written with at most MARGIN_PERCENT_DECIMALS decimals (12.5, 7.25), so it is an exact number of basis points. */
export function hasMarginDecimals(percent: number): boolean {
  const scaled = percent * 10 ** MARGIN_PERCENT_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The collection limit may not exceed the credit limit. */
export const collectionWithinCredit = (terms: { creditLimit: number; collectionLimit: number }): boolean => terms.collectionLimit <= terms.creditLimit;
