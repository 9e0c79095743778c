/** oDance is a whole-number currency; payments are integer cents (docs/product.md). Formatting only, no float maths. */
import type { RuntimeLimits } from '../config/runtime-config';

const odanceFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1250 → "1,250 oDance". */
export const formatOdance = (amount: number): string => `${odanceFormat.format(amount)} oDance`;

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Integer cents as money: 2500 → "$25.00" (USD unless the payment says otherwise). Dividing by 100 is only
 * for display: the nearest double is far closer than half a cent, so the two decimals printed are exact.
 */
export function formatCents(cents: number, currency = 'usd'): string {
  const code = currency.toUpperCase();
  let format = currencyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    currencyFormats.set(code, format);
  }
  return format.format(cents / 100);
}

/**
 * The price of `amount` oDance at `unitPriceCents`, or null while the amount is not a valid purchase (the
 * limits are the server's, from the runtime config).
 */
export function purchaseTotalCents(amount: unknown, unitPriceCents: number, limits: Pick<RuntimeLimits, 'amountMin' | 'purchaseMax'>): number | null {
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < limits.amountMin || amount > limits.purchaseMax) return null;
  return amount * unitPriceCents;
}

/** Length as the server counts it (code points, so an emoji is one character). */
export const messageLength = (text: string): number => Array.from(text.trim()).length;

/** The refusal of a message (or note) longer than the server's `max` (runtime config `limits.messageMax`). */
export function messageTooLong(text: string, max: number, noun: string): string | null {
  const length = messageLength(text);
  return length > max ? `Keep the ${noun} to ${max} characters (it has ${length}).` : null;
}
