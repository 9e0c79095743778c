import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageFields } from '../../shared/graphql/page-fields.js';

export enum PaymentStatusEnum {
  pending = 'pending',
  paid = 'paid',
  failed = 'failed',
  expired = 'expired',
}
registerEnumType(PaymentStatusEnum, { name: 'PaymentStatus' });

@InputType()
export class BuyOdanceInput {
  @Field(() => GraphQLSafeInt, { description: 'Whole oDance, 1 to 10,000.' })
  amount: number;
}

@ObjectType('Payment', { description: 'A purchase of oDance by card. Money is in integer cents.' })
export class PaymentType {
  @Field(() => ID)
  id: string;

  @Field(() => GraphQLSafeInt, { description: 'oDance bought.' })
  amount: number;

  @Field(() => Int)
  unitPriceCents: number;

  @Field(() => Int)
  totalCents: number;

  @Field({ description: 'ISO 4217, lower case: usd.' })
  currency: string;

  @Field(() => PaymentStatusEnum)
  status: PaymentStatusEnum;

  @Field(() => Int, { description: 'Checkouts opened: 1, plus one per retry.' })
  attempts: number;

  @Field({ description: 'Failed or expired: retryPayment opens a new checkout.' })
  retryable: boolean;

  @Field(() => String, { nullable: true, description: 'While pending and not expired: where the buyer can finish paying.' })
  checkoutUrl: string | null;

  @Field(() => String, { nullable: true, description: 'OD-000042, once paid.' })
  invoiceNumber: string | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  paidAt: Date | null;
}

@ObjectType()
export class BuyOdancePayload {
  @Field(() => PaymentType)
  payment: PaymentType;

  @Field({ description: 'Send the browser here to pay (Stripe Checkout, or the test checkout outside production).' })
  checkoutUrl: string;
}

@ObjectType()
export class MyPaymentsPage extends PageFields {
  @Field(() => [PaymentType])
  payments: PaymentType[];
}

@ObjectType('InvoiceLine')
export class InvoiceLineType {
  @Field()
  description: string;

  @Field(() => GraphQLSafeInt)
  quantity: number;

  @Field(() => Int)
  unitPriceCents: number;

  @Field(() => Int)
  totalCents: number;
}

@ObjectType('Invoice', { description: "A payment's printable invoice. The number is assigned when the payment is paid." })
export class InvoiceType {
  @Field(() => ID)
  paymentId: string;

  @Field(() => String, { nullable: true })
  number: string | null;

  @Field(() => PaymentStatusEnum)
  status: PaymentStatusEnum;

  @Field(() => Date, { nullable: true, description: 'When it was paid.' })
  issuedAt: Date | null;

  @Field()
  createdAt: Date;

  @Field()
  seller: string;

  @Field()
  buyerName: string;

  @Field(() => [InvoiceLineType])
  lines: InvoiceLineType[];

  @Field(() => Int)
  subtotalCents: number;

  @Field(() => Int)
  taxCents: number;

  @Field(() => Int)
  totalCents: number;

  @Field()
  currency: string;
}
