import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageFields } from '../../../shared/graphql/page-fields.js';
import { PageInfoType } from '../../../shared/graphql/cursor-paging.js';
import { stringEnum } from '../../../shared/graphql/string-enum.js';
import type { ZodInputOf } from '../../../shared/graphql/zod-input.js';
import type { TransferOdanceSchema } from '../commands/transfer-odance.js';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN, MESSAGE_MAX, ODANCE_AMOUNT_MIN, REFERENCE_MAX, TRANSFER_SORTS } from '../ledger-rules.js';
import { MY_TRANSFER_KINDS, type MyTransferKind, type MyTransfersFilterSchema } from '../queries/my-history.js';
import { TRANSFER_DIRECTIONS, type MyTransfersPageView, type MyTransferView, type TransferDirection, type TransferPartyView, type TransferView } from '../ledger.presenter.js';

/** A wallet's balance (the viewer's `me.balance`, the live balance event). */
@ObjectType({ description: 'An oDance balance.' })
export class Balance {
  @Field(() => GraphQLSafeInt, { description: 'Whole oDance.' })
  odance: number;
}

const TransferDirectionEnum = stringEnum(TRANSFER_DIRECTIONS);
registerEnumType(TransferDirectionEnum, {
  name: 'TransferDirection',
  description: "Seen from the viewer's side.",
  valuesConfig: {
    received: { description: 'oDance came in.' },
    sent: { description: 'oDance went out.' },
  },
});

export const MyTransferKindEnum = stringEnum(MY_TRANSFER_KINDS);
registerEnumType(MyTransferKindEnum, {
  name: 'MyTransferKind',
  description: "What a row of the viewer's history is, from the viewer's side.",
  valuesConfig: {
    sent: { description: 'A transfer the viewer sent.' },
    received: { description: 'A transfer the viewer received.' },
    distributionReceived: { description: 'oDance the viewer bought from a distributor.' },
    distributionMade: { description: 'oDance the viewer, a distributor, sold.' },
  },
});

@InputType({ description: "Which rows of the viewer's history to list (or export)." })
export class MyTransfersFilter implements ZodInputOf<typeof MyTransfersFilterSchema, MyTransfersFilter> {
  @Field(() => String, { nullable: true, description: "Part of the other party's name, case and accents ignored (at most 100 characters; blank: any)." })
  counterpart?: string | null;

  @Field(() => String, { nullable: true, description: 'Inclusive. ISO 8601 date-time with a zone, or YYYY-MM-DD for its UTC midnight.' })
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Exclusive, after dateFrom. Same format; to include a whole last day, send the next day.' })
  dateTo?: string | null;

  @Field(() => MyTransferKindEnum, { nullable: true, description: 'Only this kind; every kind when left out.' })
  kind?: MyTransferKind | null;
}

export const TransferSortEnum = stringEnum(TRANSFER_SORTS);
registerEnumType(TransferSortEnum, {
  name: 'TransferSort',
  description: 'How to order transfers.',
  valuesConfig: {
    amount: { description: 'By amount of oDance.' },
    createdAt: { description: 'By date.' },
  },
});

@InputType({ description: 'oDance to send; the idempotency key makes a retry safe.' })
export class TransferOdanceInput implements ZodInputOf<typeof TransferOdanceSchema, TransferOdanceInput> {
  @Field(() => ID, { description: 'The recipient\'s account id (searchAccounts, accountSummary).' })
  recipientId: string;

  @Field(() => GraphQLSafeInt, { description: `Whole oDance, at least ${ODANCE_AMOUNT_MIN}.` })
  amount: number;

  @Field(() => String, { nullable: true, description: `At most ${MESSAGE_MAX} characters.` })
  message?: string | null;

  @Field({ description: `Made by the client once per attempt and reused on retry (${IDEMPOTENCY_KEY_MIN}–${IDEMPOTENCY_KEY_MAX} of A–Z a–z 0–9 _ -).` })
  idempotencyKey: string;

  @Field(() => String, {
    nullable: true,
    description: `Your own id for this transfer (an order or invoice number), 1–${REFERENCE_MAX} printable characters on one line; returned on the transfer, in histories and exports. Not unique: idempotencyKey is what makes a retry safe.`,
  })
  reference?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The money request this transfer pays (MoneyRequest.id, a notification moneyRequested links to it): it must be pending and asked of the viewer by the recipient for this amount; it is marked paid with the transfer, once.',
  })
  moneyRequestId?: string | null;
}

@ObjectType({ description: 'A sender or recipient of a transfer.' })
export class TransferParty implements TransferPartyView {
  @Field(() => ID, { description: 'The account\'s id.' })
  id: string;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;
}

@ObjectType({ description: 'oDance sent from one member to another.' })
export class Transfer implements TransferView {
  @Field(() => ID, { description: 'Identifies the transfer (its ledger movement).' })
  id: string;

  @Field(() => TransferParty, { description: 'Who sent it.' })
  sender: TransferParty;

  @Field(() => TransferParty, { description: 'Who received it.' })
  recipient: TransferParty;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance.' })
  amount: number;

  @Field(() => String, { nullable: true, description: 'The sender\'s message, if any.' })
  message: string | null;

  @Field(() => String, { nullable: true, description: "The sender's own id for it (TransferOdanceInput.reference), if it gave one." })
  reference: string | null;

  @Field({ description: 'When it was made.' })
  createdAt: Date;
}

@ObjectType({ description: 'The transfer made (or the one the same idempotency key made before).' })
export class TransferOdancePayload {
  @Field(() => Transfer, { description: 'The transfer.' })
  transfer: Transfer;
}

@ObjectType({ description: "A transfer in the viewer's history: sent or received, with the other party." })
export class MyTransfer implements MyTransferView {
  @Field(() => ID, { description: 'Identifies the transfer (its ledger movement).' })
  id: string;

  @Field(() => MyTransferKindEnum, { description: 'A transfer sent or received, or a distribution received or made.' })
  kind: MyTransferKind;

  @Field(() => GraphQLSafeInt, { nullable: true, description: "A distribution's money: what the buyer paid the distributor, in cents. Null for a transfer." })
  fiatCents: number | null;

  @Field(() => TransferDirectionEnum, { description: 'Sent or received, from the viewer\'s side.' })
  direction: TransferDirection;

  @Field(() => TransferParty, { description: 'The other member: the recipient of a sent transfer, the sender of a received one.' })
  counterparty: TransferParty;

  @Field(() => GraphQLSafeInt, { description: 'Always positive; direction says which way it went.' })
  amount: number;

  @Field(() => String, { nullable: true, description: 'The sender\'s message, if any.' })
  message: string | null;

  @Field(() => String, { nullable: true, description: "The sender's own id for it (TransferOdanceInput.reference), if it gave one." })
  reference: string | null;

  @Field({ description: 'When it happened.' })
  createdAt: Date;
}

@ObjectType({ description: 'A page of the viewer\'s transfers.' })
export class MyTransfersPage extends PageFields implements MyTransfersPageView {
  @Field(() => [MyTransfer], { description: 'The transfers of this page.' })
  transfers: MyTransfer[];

  @Field(() => PageInfoType, { description: 'Where this page ends: its cursor, for the next page by `after`.' })
  pageInfo: PageInfoType;
}
