let english: Intl.NumberFormat | undefined;

/**
 * A number with its thousands grouped as in English: 1250 → "1,250", -1234567 → "-1,234,567". Whole numbers
 * without Intl: the page's first Intl formatter loads ICU's number data, ~20 ms of a phone's main thread in the
 * task that draws the first screen (a Lighthouse trace of `/`, where the only number is Explore's count). Anything
 * else (a fraction typed into a form) goes to Intl, made then.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return (english ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(value);
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
