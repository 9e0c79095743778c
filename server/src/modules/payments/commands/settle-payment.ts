import type { EntityManager } from 'typeorm';
import type { AppContainer } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { cardIssuanceAccount, inLedgerTransaction, postMovement, walletOf } from '../../ledger/index.js';
import { findAccountById } from '../../account-rows/index.js';
import { mails } from '../../mail/index.js';
import { Payment } from '../payment.entity.js';
import { formatInvoiceNumber } from '../payment-rules.js';
import { appendEvents } from '../../live/index.js';
import { addNotifications } from '../../notifications/index.js';
import { oneRow } from '../../../shared/database/one-row.js';

/** How a checkout ended, as a Stripe event, Stripe's session, the test checkout, or the buyer (canceled) reports it. */
export interface CheckoutReport {
  paymentId: string;
  sessionId: string | null;
  outcome: 'paid' | 'failed' | 'expired' | 'canceled';
  /** What the provider charged, in cents; must equal the payment's total. */
  amountTotal: number | null;
  currency: string | null;
  /** A webhook event: recorded in the same transaction, so a redelivery finds it and changes nothing. */
  event?: { id: string; type: string };
}

/**
 * The payment state machine, the one place a payment changes status. Under a lock on the payment row:
 * paid is final; `paid` may follow pending, failed or expired (the money was taken: an expiry or a failure
 * that arrived first must not lose it) and credits the buyer through one purchase movement whose
 * idempotency key is the payment's id; `failed` and `expired` only end a pending payment, and only for
 * its current checkout (a retry's old checkout cannot fail the new one). `canceled` (the buyer's, cancel-payment.ts)
 * ends a pending payment the same way and is final like paid: a payment canceled first is never credited, a payment
 * paid first is never canceled, whichever of the two takes the row lock first.
 * Returns null when the payment is not ours (unknown id).
 */
export async function settlePayment(c: AppContainer, report: CheckoutReport): Promise<Payment | null> {
  const settled = await inLedgerTransaction(c.dataSource, async (manager) => {
    if (report.event && !(await claimEvent(manager, report))) return manager.findOneBy(Payment, { id: report.paymentId });
    const payment = await manager
      .createQueryBuilder(Payment, 'p')
      .setLock('pessimistic_write')
      .where('p.id = :id', { id: report.paymentId })
      .getOne();
    if (!payment || payment.status === 'paid') return payment;
    if (payment.status === 'canceled') {
      // Stripe's session was expired before the cancel (cancel-payment.ts), so no money can have been taken for it.
      if (report.outcome === 'paid') c.logger.error({ paymentId: payment.id, sessionId: report.sessionId }, 'paid report for a canceled payment: not credited');
      return payment;
    }
    if (report.outcome === 'paid') {
      const paid = await markPaid(c, manager, payment, report);
      await mailReceipt(c, manager, paid);
      return tellBuyer(manager, paid);
    }
    // The buyer's cancel may find its checkout already expired: by the expiry the cancel itself asked Stripe for, whose
    // webhook can arrive first. Nothing was charged either way, and the buyer asked for it to end for good.
    const ends = payment.status === 'pending' || (report.outcome === 'canceled' && payment.status === 'expired');
    if (ends && report.sessionId === payment.providerSessionId) {
      await manager.update(Payment, payment.id, { status: report.outcome });
      payment.status = report.outcome;
      await tellBuyer(manager, payment);
    }
    return payment;
  });
  if (settled?.status === 'paid') void c.mailer.kick();
  return settled;
}

/**
 * The receipt of a paid purchase (docs/decisions.md), queued in the transaction that marks it paid: it goes out
 * exactly when the purchase is credited, once (paid is final). An erased buyer gets none.
 */
async function mailReceipt(c: AppContainer, manager: EntityManager, payment: Payment): Promise<void> {
  const buyer = await findAccountById(manager, payment.accountId);
  if (!buyer || buyer.deletedAt) return;
  const receipt = { amount: payment.amount, totalCents: payment.totalCents, currency: payment.currency, invoiceNumber: formatInvoiceNumber(payment.invoiceNumber)! };
  await c.mailer.enqueue(manager, buyer.email, mails.purchaseReceipt(buyer.firstName, receipt, `${c.config.appUrl}/dashboard/odance/invoices/${payment.id}`));
}

const NOTIFICATION_OF = { paid: 'paymentPaid', failed: 'paymentFailed', expired: 'paymentExpired' } as const;

/** The buyer's notification and `paymentUpdated`, in the transaction that changed the status (modules/live). */
async function tellBuyer(manager: EntityManager, payment: Payment): Promise<Payment> {
  const kind = NOTIFICATION_OF[payment.status as keyof typeof NOTIFICATION_OF];
  if (payment.status === 'pending') return payment;
  // The buyer canceled it: no notification of their own act, but their other tabs follow (paymentUpdated).
  if (kind) await addNotifications(manager, [{ accountId: payment.accountId, kind, data: { amount: payment.amount, paymentId: payment.id } }]);
  await appendEvents(manager, [{ t: 'payment', a: payment.accountId, id: payment.id }]);
  return payment;
}

async function claimEvent(manager: EntityManager, report: CheckoutReport): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO stripe_event (id, type, payment_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [report.event!.id, report.event!.type, report.paymentId],
  );
  return rows.length > 0;
}

async function markPaid(c: AppContainer, manager: EntityManager, payment: Payment, report: CheckoutReport): Promise<Payment> {
  if (report.amountTotal !== payment.totalCents || report.currency?.toLowerCase() !== payment.currency) {
    c.logger.error(
      { paymentId: payment.id, expected: { cents: payment.totalCents, currency: payment.currency }, got: { cents: report.amountTotal, currency: report.currency } },
      'checkout amount does not match the payment: not credited',
    );
    throw new AppError(ErrorCode.PAYMENT_AMOUNT_MISMATCH);
  }
  const movement = await postMovement(manager, {
    kind: 'purchase',
    initiatorAccountId: payment.accountId,
    idempotencyKey: `payment:${payment.id}`,
    entries: [
      { ledgerAccountId: await cardIssuanceAccount(manager), amount: -payment.amount },
      { ledgerAccountId: await walletOf(manager, payment.accountId), amount: payment.amount },
    ],
  });
  // The invoice number is taken last, so a rollback before it leaves no gap in the sequence.
  // An UPDATE … RETURNING answers [rows, affected count] through TypeORM's query().
  const [rows]: [Array<{ invoice_number: number; paid_at: Date }>, number] = await manager.query(
    `UPDATE payment SET status = 'paid', movement_id = $2, paid_at = now(), updated_at = now(),
            invoice_number = nextval('invoice_number_seq')
     WHERE id = $1 RETURNING invoice_number, paid_at`,
    [payment.id, movement.id],
  );
  const row = oneRow(rows); // the payment this transaction holds
  return Object.assign(payment, { status: 'paid', movementId: movement.id, invoiceNumber: row.invoice_number, paidAt: row.paid_at });
}
