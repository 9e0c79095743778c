import { describe, expect, it } from 'vitest';
import { basisPointsOf, formatPercent, quoteDistribution, revenueCentsOf, usedShare } from './economics';

describe('distribution economics (as the server computes them)', () => {
  it('price 100, margin 10 %, 50 oDance → fiat 5000, revenue 500, fees 4500', () => {
    expect(quoteDistribution(50, 100, 10)).toEqual({ fiatCents: 5000, revenueCents: 500, feesCents: 4500 });
  });

  it('rounds the margin half up to whole cents', () => {
    expect(revenueCentsOf(100, 12.5)).toBe(13); // 12.5 → 13
    expect(revenueCentsOf(100, 12.49)).toBe(12); // 12.49 → 12
    expect(revenueCentsOf(3, 50)).toBe(2); // 1.5 → 2
    expect(quoteDistribution(1, 100, 12.5)).toEqual({ fiatCents: 100, revenueCents: 13, feesCents: 87 });
  });

  it('keeps two-decimal margins exact and large amounts exact', () => {
    expect(basisPointsOf(7.25)).toBe(725);
    expect(basisPointsOf(0.29)).toBe(29); // 0.29 × 100 is 28.999… in floating point
    expect(quoteDistribution(1_000_000_000, 100, 33.33)).toEqual({ fiatCents: 100_000_000_000, revenueCents: 33_330_000_000, feesCents: 66_670_000_000 });
  });

  it('margins 0 and 100 leave everything to the platform or to the distributor', () => {
    expect(quoteDistribution(20, 100, 0)).toEqual({ fiatCents: 2000, revenueCents: 0, feesCents: 2000 });
    expect(quoteDistribution(20, 100, 100)).toEqual({ fiatCents: 2000, revenueCents: 2000, feesCents: 0 });
  });

  it('formats percents and the used share', () => {
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(usedShare(70, 100)).toBe(70);
    expect(usedShare(5, 0)).toBe(0);
    expect(usedShare(150, 100)).toBe(100);
  });
});
