import { describe, expect, it } from 'vitest';
import { committedFor } from '../../src/modules/live/snapshot.js';

describe('committedFor (a pg_snapshot read as text)', () => {
  it('below xmin: ended; from xmax: not begun; in between: ended unless listed as running', () => {
    const seen = committedFor('10:20:12,15');
    expect(['9', '10', '11', '12', '13', '15', '19', '20', '25'].filter(seen)).toEqual(['9', '10', '11', '13', '19']);
  });

  it('compares 64-bit transaction ids exactly (past 2^53)', () => {
    const seen = committedFor('9007199254740993:9007199254740995:9007199254740993');
    expect(seen('9007199254740992')).toBe(true);
    expect(seen('9007199254740993')).toBe(false);
    expect(seen('9007199254740994')).toBe(true);
    expect(seen('9007199254740995')).toBe(false);
  });
});
