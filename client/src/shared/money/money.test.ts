import { ruleReason } from '@odance/contract/errors';
import { messageRule, purchaseAmountRule } from '@odance/contract/rules';
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

  it('writes dollars as Intl does, without it, and other currencies through Intl', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 99, 100, 101, 99_999, -1, -250, -123_456_789, 100_000_000_000_000]) {
      expect(formatCents(cents)).toBe(intl.format(cents / 100));
    }
    expect(formatCents(2500, 'eur')).toBe('€25.00');
    // Past 2^53 ÷ 100 the division Intl is given is no longer exact; the cents written here still are.
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
    expect(formatCents(-Number.MAX_SAFE_INTEGER)).toBe('-$90,071,992,547,409.91');
  });

  it('formats oDance as whole numbers', () => {
    expect(formatOdance(0)).toBe('0 oDance');
    expect(formatOdance(1250)).toBe('1,250 oDance');
  });

  it('prices only valid purchases: whole oDance from 1 to 10,000', () => {
    expect(purchaseTotalCents(25, 100)).toBe(2500);
    expect(purchaseTotalCents(10_000, 150)).toBe(1_500_000);
    expect(purchaseTotalCents(7, 199)).toBe(1393);
    for (const amount of [0, -1, 10_001, 1.5, Number.NaN, '25', undefined]) expect(purchaseTotalCents(amount, 100)).toBeNull();
    // What it prices is what the server's purchase rule takes.
    for (const amount of [0, 1, 25, 10_000, 10_001, 1.5]) expect(purchaseTotalCents(amount, 100) !== null, String(amount)).toBe(ruleReason(purchaseAmountRule, amount) === null);
  });

  it('counts message characters as the server does (code points, trimmed)', () => {
    expect(messageLength('  salsa  ')).toBe(5);
    expect(messageLength('💃🕺')).toBe(2);
  });

  it('refuses a message or note over the server\'s length, counted as the server counts', () => {
    expect(messageTooLong('😀'.repeat(280), 'message')).toBeNull();
    expect(messageTooLong(`  ${'a'.repeat(281)}  `, 'note')).toBe('Keep the note to 280 characters (it has 281).');
    for (const text of ['', 'salsa', '😀'.repeat(280), '😀'.repeat(281), ` ${'a'.repeat(280)} `]) {
      expect(messageTooLong(text, 'message') === null, text).toBe(ruleReason(messageRule, text) === null);
    }
  });
});
