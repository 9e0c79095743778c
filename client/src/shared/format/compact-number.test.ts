import { describe, expect, it } from 'vitest';
import { compactNumber } from './compact-number';

describe('compactNumber', () => {
  it('shortens past a thousand, keeping one decimal', () => {
    expect(compactNumber(999)).toBe('999');
    expect(compactNumber(1_250_000)).toBe('1.3M');
    expect(compactNumber(3_000_000_000)).toBe('3B');
  });
});
