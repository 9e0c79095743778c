import { describe, expect, it } from 'vitest';
import { parseWholeAmount } from './whole-amount';

describe('parseWholeAmount', () => {
  it('reads digits, and digits grouped by commas in threes', () => {
    expect(parseWholeAmount('25')).toBe(25);
    expect(parseWholeAmount(' 1500 ')).toBe(1500);
    expect(parseWholeAmount('1,500')).toBe(1500);
    expect(parseWholeAmount('3,000,000,000')).toBe(3_000_000_000);
    expect(parseWholeAmount(40)).toBe(40);
  });

  it('refuses what is not a whole amount instead of reading something else into it', () => {
    for (const typed of ['2.5', '1e9', '-1', '−1', '+5', '10abc', '1,50', '1,5000', '0x10', '', ' ', '١٢', '9007199254740993']) {
      expect(parseWholeAmount(typed), typed).toBeNull();
    }
    expect(parseWholeAmount(2.5)).toBeNull();
    expect(parseWholeAmount(-1)).toBeNull();
  });
});
