import { describe, expect, it } from 'vitest';
import { distributionEconomics, percentToBasisPoints } from '../../src/modules/distributors/distribution-economics.js';

describe('distribution economics (round half up to whole cents)', () => {
  it.each([
    // amount, price, margin %, fiat, revenue, fees
    [50, 100, 10, 5000, 500, 4500],
    [1, 100, 12.5, 100, 13, 87], // 12.5 cents: exactly half, rounds up
    [1, 100, 12.49, 100, 12, 88], // 12.49 rounds down
    [3, 7, 33.33, 21, 7, 14], // 6.9993 rounds up to 7
    [1, 1, 50, 1, 1, 0], // 0.5 cent rounds up
    [1, 1, 49.99, 1, 0, 1],
    [10, 100, 0, 1000, 0, 1000],
    [10, 100, 100, 1000, 1000, 0],
  ])('%i oDance at %i cents with %d %% → fiat %i, revenue %i, fees %i', (amount, price, margin, fiat, revenue, fees) => {
    expect(distributionEconomics(amount, price, percentToBasisPoints(margin))).toEqual({ fiatCents: fiat, revenueCents: revenue, feesCents: fees });
  });

  it('stays exact where fiat × basis points passes 2^53', () => {
    const { fiatCents, revenueCents, feesCents } = distributionEconomics(1_000_000_000, 1_000_000, 3333);
    expect(fiatCents).toBe(1e15);
    expect(revenueCents).toBe(333_300_000_000_000);
    expect(revenueCents + feesCents).toBe(fiatCents);
  });

  it('reads two-decimal percentages as exact basis points despite float noise', () => {
    expect([0.29, 7.25, 12.5, 33.33, 100].map(percentToBasisPoints)).toEqual([29, 725, 1250, 3333, 10000]);
  });
});
