import { describe, expect, it } from 'vitest';
import { formatCents, formatOdance, messageLength, messageTooLong, purchaseTotalCents } from './money';

describe('money', () => {
  it('formats integer cents as dollars', () => {
    expect(formatCents(2500)).toBe('$25.00');
    expect(formatCents(100)).toBe('$1.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(1_000_000, 'usd')).toBe('$10,000.00');
  });

  it('formats oDance as whole numbers', () => {
    expect(formatOdance(0)).toBe('0 oDance');
    expect(formatOdance(1250)).toBe('1,250 oDance');
  });

  it('prices only valid purchases: whole oDance from 1 to 10,000', () => {
    const limits = { amountMin: 1, purchaseMax: 10_000 };
    expect(purchaseTotalCents(25, 100, limits)).toBe(2500);
    expect(purchaseTotalCents(10_000, 150, limits)).toBe(1_500_000);
    expect(purchaseTotalCents(7, 199, limits)).toBe(1393);
    for (const amount of [0, -1, 10_001, 1.5, Number.NaN, '25', undefined]) expect(purchaseTotalCents(amount, 100, limits)).toBeNull();
    // The limits are the server's: others apply as they are.
    expect(purchaseTotalCents(10_001, 100, { amountMin: 5, purchaseMax: 20_000 })).toBe(1_000_100);
    expect(purchaseTotalCents(4, 100, { amountMin: 5, purchaseMax: 20_000 })).toBeNull();
  });

  it('counts message characters as the server does (code points, trimmed)', () => {
    expect(messageLength('  salsa  ')).toBe(5);
    expect(messageLength('💃🕺')).toBe(2);
  });

  it('refuses a message or note over the server\'s length, counted as the server counts', () => {
    expect(messageTooLong('😀'.repeat(5), 5, 'message')).toBeNull();
    expect(messageTooLong('  abcdef  ', 5, 'note')).toBe('Keep the note to 5 characters (it has 6).');
  });
});
