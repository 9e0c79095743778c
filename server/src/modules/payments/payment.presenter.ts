import type { Payment } from './payment.entity.js';
import { formatInvoiceNumber, RETRYABLE_STATUSES } from './payment-rules.js';
import type { PaymentType } from './graphql/payment.types.js';

/** A payment as its buyer (or an admin) sees it; the provider's session id stays on the server. */
export function presentPayment(payment: Payment): PaymentType {
  const open = payment.status === 'pending' && (payment.checkoutExpiresAt === null || payment.checkoutExpiresAt.getTime() > Date.now());
  return {
    id: payment.id,
    amount: payment.amount,
    unitPriceCents: payment.unitPriceCents,
    totalCents: payment.totalCents,
    currency: payment.currency,
    status: payment.status,
    attempts: payment.attempts,
    retryable: (RETRYABLE_STATUSES as readonly string[]).includes(payment.status),
    checkoutUrl: open ? payment.checkoutUrl : null,
    // When a pending payment ends by itself (commands/expire-checkouts.ts); a final one has no such time.
    expiresAt: payment.status === 'pending' ? payment.checkoutExpiresAt : null,
    accountId: payment.accountId,
    buyerName: payment.buyerName,
    invoiceNumber: formatInvoiceNumber(payment.invoiceNumber),
    createdAt: payment.createdAt,
    paidAt: payment.paidAt,
  };
}
