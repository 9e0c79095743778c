import { describe, expect, it } from 'vitest';
import { formatPercent, usedShare } from './distributor-format';

describe('distributor figures', () => {
  it('formats percents and the used share', () => {
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(usedShare(70, 100)).toBe(70);
    expect(usedShare(5, 0)).toBe(0);
    expect(usedShare(150, 100)).toBe(100);
  });
});
