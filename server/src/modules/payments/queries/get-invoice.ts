import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import { findVisiblePayment } from './find-visible-payment.js';
import type { PaymentStatus } from '../payment.entity.js';
import { formatInvoiceNumber } from '../payment-rules.js';

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

export interface InvoiceView {
  paymentId: string;
  /** OD-000042; null until the payment is paid. */
  number: string | null;
  status: PaymentStatus;
  issuedAt: Date | null;
  createdAt: Date;
  seller: string;
  buyerName: string;
  lines: InvoiceLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  currency: string;
}

/** The printable invoice of a payment (its buyer or an admin). oDance is sold without tax lines. */
export async function getInvoice(ctx: CommandContext, { paymentId }: { paymentId: unknown }): Promise<InvoiceView> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const payment = await findVisiblePayment(c, viewer, paymentId, { admins: true });
  return {
    paymentId: payment.id,
    number: formatInvoiceNumber(payment.invoiceNumber),
    status: payment.status,
    issuedAt: payment.paidAt,
    createdAt: payment.createdAt,
    // One line each, as INVOICE_SELLER gives them (kernel/config.ts); the schema's type is one string.
    seller: c.config.invoiceSeller.join('\n'),
    buyerName: payment.buyerName,
    lines: [{ description: `oDance × ${payment.amount}`, quantity: payment.amount, unitPriceCents: payment.unitPriceCents, totalCents: payment.totalCents }],
    subtotalCents: payment.totalCents,
    taxCents: 0,
    totalCents: payment.totalCents,
    currency: payment.currency,
  };
}
