import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits';

describe('groupDigits', () => {
  it('groups whole numbers as Intl does for English, signs and all', () => {
    const english = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1000, 1250, 12_345, 999_999, 1_000_000, -1, -1234, -1_234_567, 3_999_999_999, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) {
      expect(groupDigits(value)).toBe(english.format(value));
    }
  });

  it('leaves anything else to Intl instead of printing it wrong', () => {
    expect(groupDigits(1234.5)).toBe('1,234.5');
    expect(groupDigits(Number.NaN)).toBe('NaN');
    expect(groupDigits(2 ** 60)).toBe(new Intl.NumberFormat('en-US').format(2 ** 60));
  });
});
