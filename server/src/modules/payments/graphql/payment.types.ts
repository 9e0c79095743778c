import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageFields } from '../../../shared/graphql/page-fields.js';
import { stringEnum } from '../../../shared/graphql/string-enum.js';
import { PAYMENT_STATUSES, type PaymentStatus } from '../payment.entity.js';
import type { InvoiceView } from '../queries/get-invoice.js';
import type { ZodInputOf } from '../../../shared/graphql/zod-input.js';
import type { BuyOdanceSchema } from '../commands/buy-odance.js';
import type { PaymentsFilterSchema } from '../queries/list-all-payments.js';
import { ODANCE_AMOUNT_MIN, ODANCE_PURCHASE_MAX } from '@odance/contract';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN } from '../../ledger/index.js';

// The entity's statuses are the enum's values (shared/graphql/string-enum.ts).
const PaymentStatusEnum = stringEnum(PAYMENT_STATUSES);
registerEnumType(PaymentStatusEnum, {
  name: 'PaymentStatus',
  description: 'Where a payment stands.',
  valuesConfig: {
    pending: { description: 'Waiting for the checkout.' },
    paid: { description: 'Paid: the oDance were added to the balance.' },
    failed: { description: 'The payment failed (it may be retried).' },
    expired: { description: 'The checkout expired unpaid (it may be retried).' },
    canceled: { description: 'The buyer canceled it before paying (cancelPayment); final, nothing was charged.' },
  },
});

@InputType({ description: 'A purchase of oDance by card.' })
export class BuyOdanceInput implements ZodInputOf<typeof BuyOdanceSchema, BuyOdanceInput> {
  @Field(() => GraphQLSafeInt, { description: `Whole oDance, ${ODANCE_AMOUNT_MIN} to ${ODANCE_PURCHASE_MAX.toLocaleString('en-US')}.` })
  amount: number;

  @Field(() => String, {
    nullable: true,
    description:
      "Where the checkout sends the buyer back, with `payment=<id>` and `status=paid|failed` added to its query: one of the calling OAuth app's registered redirect URIs (a loopback one on any port), or a path of this site (`/…`). Anything else is VALIDATION_FAILED on `returnUrl`. Left out: the web app's own pages.",
  })
  returnUrl?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      `Your own key for this purchase (${IDEMPOTENCY_KEY_MIN}–${IDEMPOTENCY_KEY_MAX} letters, digits, \`-\` or \`_\`), kept for good: sending it again from the same buyer answers the same payment and checkout (no new one); the same key with another amount or returnUrl is ODANCE_IDEMPOTENCY_KEY_REUSED.`,
  })
  idempotencyKey?: string | null;
}

@ObjectType('Payment', { description: 'A purchase of oDance by card. Money is in integer cents.' })
export class PaymentType {
  @Field(() => ID, { description: 'Identifies the payment.' })
  id: string;

  @Field(() => GraphQLSafeInt, { description: 'How many oDance were bought.' })
  amount: number;

  @Field(() => Int, { description: 'The price of one oDance, in cents.' })
  unitPriceCents: number;

  @Field(() => Int, { description: 'What is charged, in cents.' })
  totalCents: number;

  @Field({ description: 'ISO 4217, lower case: usd.' })
  currency: string;

  @Field(() => PaymentStatusEnum, { description: 'Where it stands.' })
  status: PaymentStatus;

  @Field(() => Int, { description: 'Checkouts opened: 1, plus one per retry.' })
  attempts: number;

  @Field({ description: 'Failed or expired: retryPayment opens a new checkout.' })
  retryable: boolean;

  @Field(() => String, { nullable: true, description: 'While pending and not expired: where the buyer can finish paying.' })
  checkoutUrl: string | null;

  @Field(() => Date, { nullable: true, description: "While pending: when its checkout expires (the payment then becomes expired); null once final." })
  expiresAt: Date | null;

  @Field(() => ID, { description: "The buyer's account." })
  accountId: string;

  @Field({ description: "The buyer's name as on the invoice (kept if the account is erased)." })
  buyerName: string;

  @Field(() => String, { nullable: true, description: 'OD-000042, once paid.' })
  invoiceNumber: string | null;

  @Field({ description: 'When the purchase started.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was paid; null until then.' })
  paidAt: Date | null;
}

@ObjectType({ description: 'A pending payment and where to pay it.' })
export class BuyOdancePayload {
  @Field(() => PaymentType, { description: 'The payment, pending until the checkout reports.' })
  payment: PaymentType;

  @Field({ description: 'Send the browser here to pay (Stripe Checkout, or the test checkout outside production).' })
  checkoutUrl: string;
}

@ObjectType({ description: 'A page of the viewer\'s payments.' })
export class MyPaymentsPage extends PageFields {
  @Field(() => [PaymentType], { description: 'The payments of this page, newest first.' })
  payments: PaymentType[];
}

@ObjectType({ description: 'A page of every payment (admins).' })
export class AllPaymentsPage extends PageFields {
  @Field(() => [PaymentType], { description: 'The payments of this page, newest first.' })
  payments: PaymentType[];
}

@InputType({ description: 'Which payments to list (admins).' })
export class PaymentsFilter implements ZodInputOf<typeof PaymentsFilterSchema, PaymentsFilter> {
  @Field(() => PaymentStatusEnum, { nullable: true, description: 'Every status when left out.' })
  status?: PaymentStatus | null;

  @Field(() => ID, { nullable: true, description: "The buyer's account." })
  accountId?: string | null;

  @Field(() => String, { nullable: true, description: 'Inclusive, on when the purchase started. ISO 8601 date-time with a zone, or YYYY-MM-DD for its UTC midnight.' })
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Exclusive, after dateFrom. Same format; to include a whole last day, send the next day.' })
  dateTo?: string | null;
}

@ObjectType('InvoiceLine', { description: 'One line of an invoice.' })
export class InvoiceLineType {
  @Field({ description: 'What it is.' })
  description: string;

  @Field(() => GraphQLSafeInt, { description: 'How many.' })
  quantity: number;

  @Field(() => Int, { description: 'The price of one, in cents.' })
  unitPriceCents: number;

  @Field(() => Int, { description: 'Quantity × unit price, in cents.' })
  totalCents: number;
}

@ObjectType('Invoice', { description: "A payment's printable invoice. The number is assigned when the payment is paid." })
export class InvoiceType implements InvoiceView {
  @Field(() => ID, { description: 'The payment it is for.' })
  paymentId: string;

  @Field(() => String, { nullable: true, description: 'The invoice number, e.g. OD-000042 (paid payments only).' })
  number: string | null;

  @Field(() => PaymentStatusEnum, { description: 'The payment\'s status.' })
  status: PaymentStatus;

  @Field(() => Date, { nullable: true, description: 'When it was paid.' })
  issuedAt: Date | null;

  @Field({ description: 'When the payment started.' })
  createdAt: Date;

  @Field({ description: 'The seller\'s name, address and tax id, one per line (INVOICE_SELLER).' })
  seller: string;

  @Field({ description: 'Who bought.' })
  buyerName: string;

  @Field(() => [InvoiceLineType], { description: 'What was bought.' })
  lines: InvoiceLineType[];

  @Field(() => Int, { description: 'Before tax, in cents.' })
  subtotalCents: number;

  @Field(() => Int, { description: 'Tax, in cents.' })
  taxCents: number;

  @Field(() => Int, { description: 'What was charged, in cents.' })
  totalCents: number;

  @Field({ description: 'ISO 4217 currency code, lowercase.' })
  currency: string;
}
