/** oDance is a whole-number currency; payments are integer cents (docs/product.md). Formatting only, no float maths. */
import { MESSAGE_MAX, messageLength, ODANCE_AMOUNT_MIN, ODANCE_PURCHASE_MAX } from '@odance/contract/odance';
import { groupDigits } from '../format/group-digits';

/** 1250 → "1,250 oDance". */
export const formatOdance = (amount: number): string => `${groupDigits(amount)} oDance`;

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Integer cents as money: 2500 → "$25.00" (USD unless the payment says otherwise). Dividing by 100 is only
 * for display: the nearest double is far closer than half a cent, so the two decimals printed are exact.
 * Dollars are written without Intl, as Intl writes them (money.test.ts compares the two): the page's first currency
 * formatter loads ICU's currency data, the longest piece of work in hydrating `/` (whose welcome names the price)
 * in a CPU profile of the first screen (bench/lib/web.mjs). Other currencies go to Intl, made then.
 */
export function formatCents(cents: number, currency = 'usd'): string {
  const code = currency.toUpperCase();
  if (code === 'USD' && Number.isSafeInteger(cents)) return formatDollars(cents);
  let format = currencyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    currencyFormats.set(code, format);
  }
  return format.format(cents / 100);
}

/** Whole cents as en-US dollars: -123456 → "-$1,234.56". */
function formatDollars(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}$${groupDigits(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The price of `amount` oDance at `unitPriceCents`, or null while the amount is not a valid purchase (the
 * server's bounds, from @odance/contract).
 */
export function purchaseTotalCents(amount: unknown, unitPriceCents: number): number | null {
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < ODANCE_AMOUNT_MIN || amount > ODANCE_PURCHASE_MAX) return null;
  return amount * unitPriceCents;
}

/** Length as the server counts it (code points, so an emoji is one character): the contract's. */
export { messageLength };

/** The refusal of a message (or note) longer than the server's MESSAGE_MAX (@odance/contract), counted as the server counts. */
export function messageTooLong(text: string, noun: string): string | null {
  const length = messageLength(text);
  return length > MESSAGE_MAX ? `Keep the ${noun} to ${MESSAGE_MAX} characters (it has ${length}).` : null;
}
