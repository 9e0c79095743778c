export const CURRENCY = 'usd';
/** How long a checkout stays open before it expires. */
export const CHECKOUT_TTL_MS = 30 * 60_000;

/** Failed and expired payments may open a new checkout; pending has one, paid is final. */
export const RETRYABLE_STATUSES = ['failed', 'expired'] as const;

/** Printed invoice numbers: OD-000042. */
export function formatInvoiceNumber(sequence: number | null): string | null {
  return sequence === null ? null : `OD-${String(sequence).padStart(6, '0')}`;
}

/** Where the provider sends the buyer back: the client's payment success and failed pages. */
export function returnUrls(appUrl: string, paymentId: string): { success: string; failed: string } {
  const query = `?payment=${encodeURIComponent(paymentId)}`;
  return { success: `${appUrl}/dashboard/odance/buy/success${query}`, failed: `${appUrl}/dashboard/odance/buy/failed${query}` };
}
