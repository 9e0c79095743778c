/**
 * A whole number of oDance as people type it: digits, optionally grouped in threes by commas ("1,500"), spaces
 * around allowed. Anything else — 2.5, 1e9, −1, 10abc — is not one, and the form says so, never changing it
 * silently (a number field would turn 2.5 into 25 and 1e9 into 19 without a word). Returns null for what is not
 * a whole amount.
 */
export function parseWholeAmount(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(text)) return null;
  const amount = Number(text.replaceAll(',', ''));
  return Number.isSafeInteger(amount) ? amount : null;
}

/** Nothing typed yet. */
export const isBlankAmount = (value: number | string | null | undefined): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export const NOT_WHOLE_AMOUNT = 'Enter a whole number of oDance, digits only (like 25 or 1,500).';
