export const CURRENCY = 'usd';
/** How long a checkout stays open before it expires. */
export const CHECKOUT_TTL_MS = 30 * 60_000;

/** Failed and expired payments may open a new checkout; pending has one, paid is final. */
export const RETRYABLE_STATUSES = ['failed', 'expired'] as const;

/** Printed invoice numbers: OD-000042. */
export function formatInvoiceNumber(sequence: number | null): string | null {
  return sequence === null ? null : `OD-${String(sequence).padStart(6, '0')}`;
}

/**
 * Where the provider sends the buyer back: the client's payment success and failed pages, or the payment's own
 * `returnUrl` (an app's, commands/buy-odance.ts) with `payment=<id>` and `status=paid|failed` added to its query.
 */
export function returnUrls(appUrl: string, payment: { id: string; returnUrl?: string | null }): { success: string; failed: string } {
  if (payment.returnUrl) {
    const target = payment.returnUrl.startsWith('/') ? `${appUrl}${payment.returnUrl}` : payment.returnUrl;
    const back = (status: string) => {
      const url = new URL(target);
      url.searchParams.set('payment', payment.id);
      url.searchParams.set('status', status);
      return url.href;
    };
    return { success: back('paid'), failed: back('failed') };
  }
  const query = `?payment=${encodeURIComponent(payment.id)}`;
  return { success: `${appUrl}/dashboard/odance/buy/success${query}`, failed: `${appUrl}/dashboard/odance/buy/failed${query}` };
}

/** The longest `returnUrl` buyOdance takes. */
export const RETURN_URL_MAX = 2000;

/**
 * A path of this origin as a return URL: starts with one `/` (not `//` or `/\`, which browsers read as another
 * host), no control characters or spaces, and stays on `appUrl`'s origin once resolved.
 */
export function isSameOriginPath(appUrl: string, path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || [...path].some((ch) => ch <= ' ' || ch === '\u007f' || ch === '\\')) return false;
  try {
    return new URL(`${appUrl}${path}`).origin === new URL(appUrl).origin;
  } catch {
    return false;
  }
}
