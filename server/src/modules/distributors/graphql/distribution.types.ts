import { GraphQLSafeInt } from 'graphql-scalars';
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CursorPageArgs, PageInfoType } from '../../../shared/graphql/cursor-paging.js';
import { SortOrder } from '../../../shared/graphql/sort-order.js';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN, MESSAGE_MAX, ODANCE_AMOUNT_MIN, REFERENCE_MAX, TransferParty } from '../../ledger/index.js';
import { PageFields } from '../../../shared/graphql/page-fields.js';
import type { DistributionView } from '../distributors.presenter.js';
import type { DistributionQuoteView } from '../queries/get-distribution-quote.js';
import { DISTRIBUTION_SORTS, type DistributionSort, type DistributionsPageView } from '../queries/list-distributions.js';
import { stringEnum } from '../../../shared/graphql/string-enum.js';
import type { ZodInputOf } from '../../../shared/graphql/zod-input.js';
import type { MakeDistributionSchema } from '../commands/make-distribution.js';

export const DistributionSortEnum = stringEnum(DISTRIBUTION_SORTS);
registerEnumType(DistributionSortEnum, {
  name: 'DistributionSort',
  description: 'How to order distributions.',
  valuesConfig: {
    amount: { description: 'By amount of oDance.' },
    createdAt: { description: 'By date.' },
  },
});

@InputType({ description: 'oDance to credit a buyer who paid the distributor in cash.' })
export class MakeDistributionInput implements ZodInputOf<typeof MakeDistributionSchema, MakeDistributionInput> {
  @Field(() => ID, { description: 'An active account other than the distributor.' })
  recipientId: string;

  @Field(() => GraphQLSafeInt, { description: `Whole oDance, at least ${ODANCE_AMOUNT_MIN}, within the available limit.` })
  amount: number;

  @Field(() => String, { nullable: true, description: `At most ${MESSAGE_MAX} characters.` })
  message?: string | null;

  @Field({ description: `Made by the client once per attempt and reused on retry (${IDEMPOTENCY_KEY_MIN}–${IDEMPOTENCY_KEY_MAX} of A–Z a–z 0–9 _ -).` })
  idempotencyKey: string;

  @Field(() => String, {
    nullable: true,
    description: `Your own id for this distribution (a receipt or invoice number), 1–${REFERENCE_MAX} printable characters on one line; returned on the distribution, in histories and exports. Not unique: idempotencyKey is what makes a retry safe.`,
  })
  reference?: string | null;
}

@ObjectType({ description: 'oDance a distributor credited to a recipient on its credit line, with what it is worth.' })
export class Distribution implements DistributionView {
  @Field(() => ID, { description: 'Identifies the distribution (its ledger movement).' })
  id: string;

  @Field(() => ID, { description: 'The distributor that sold it.' })
  distributorId: string;

  @Field(() => TransferParty, { description: "The distributor's account." })
  distributorAccount: TransferParty;

  @Field(() => TransferParty, { description: 'Who received the oDance.' })
  recipient: TransferParty;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance.' })
  amount: number;

  @Field(() => String, { nullable: true, description: 'The message to the recipient, if any.' })
  message: string | null;

  @Field(() => String, { nullable: true, description: "The distributor's own id for it (MakeDistributionInput.reference), if it gave one." })
  reference: string | null;

  @Field({ description: 'When it was made.' })
  createdAt: Date;

  @Field(() => Int, { description: 'The price of one oDance at the time, in cents.' })
  priceCents: number;

  @Field(() => GraphQLSafeInt, { description: 'The money the distributor takes from the recipient: amount × priceCents.' })
  fiatCents: number;

  @Field(() => Float, { description: 'The margin at the time.' })
  marginPercent: number;

  @Field(() => GraphQLSafeInt, { description: "The distributor's margin: fiat × margin, rounded half up to whole cents." })
  revenueCents: number;

  @Field(() => GraphQLSafeInt, { description: 'Owed to the platform: fiatCents − revenueCents.' })
  feesCents: number;
}

@ObjectType({ description: 'The distribution made.' })
export class MakeDistributionPayload {
  @Field(() => Distribution, { description: 'It, with its figures.' })
  distribution: Distribution;
}

@ObjectType({ description: 'A page of a distributor\'s distributions.' })
export class DistributionsPage extends PageFields implements DistributionsPageView {
  @Field(() => [Distribution], { description: 'The distributions of this page.' })
  distributions: Distribution[];

  @Field(() => PageInfoType, { description: 'Where this page ends: its cursor, for the next page by `after`.' })
  pageInfo: PageInfoType;
}

@ArgsType()
export class DistributionsArgs extends CursorPageArgs {
  @Field(() => ID, { nullable: true, description: "Admins: any distributor. Others: their own (the default)." })
  distributorId?: string | null;

  @Field(() => DistributionSortEnum, { nullable: true, description: 'Default createdAt.' })
  sort?: DistributionSort | null;

  @Field(() => SortOrder, { nullable: true, description: 'Default desc.' })
  sortOrder?: SortOrder | null;
}

@ObjectType({ description: 'What a distribution of this amount by the signed-in distributor would be worth now (a preview; nothing is kept).' })
export class DistributionQuote implements DistributionQuoteView {
  @Field(() => GraphQLSafeInt, { description: 'Whole oDance.' })
  amount: number;

  @Field(() => Int, { description: 'The price of one oDance now, in cents.' })
  priceCents: number;

  @Field(() => Float, { description: "The distributor's margin now." })
  marginPercent: number;

  @Field(() => GraphQLSafeInt, { description: 'What to take from the recipient: amount × priceCents.' })
  fiatCents: number;

  @Field(() => GraphQLSafeInt, { description: "The distributor's margin: fiat × margin, rounded half up to whole cents." })
  revenueCents: number;

  @Field(() => GraphQLSafeInt, { description: 'Owed to the platform: fiatCents − revenueCents.' })
  feesCents: number;
}
