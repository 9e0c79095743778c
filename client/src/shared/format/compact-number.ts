let compact: Intl.NumberFormat | undefined;

/**
 * A number shortened as in English: 1250000 → "1.3M". The formatter is made on first use, not when the module
 * loads: making one loads ICU's compact-number data, which in the shell's evaluation was the single longest
 * statement of the first screen's start-up (a CPU profile of `/auth/sign-in`, bench/lib/web.mjs), for a balance
 * most first screens never show.
 */
export function compactNumber(value: number): string {
  return (compact ??= new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })).format(value);
}
