import { GraphQLSafeInt } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { CursorPageArgs, PageInfoType } from '../../../shared/graphql/cursor-paging.js';
import { SortOrder } from '../../../shared/graphql/sort-order.js';
import { TransferParty, TransferSortEnum, type TransferSort } from '../../ledger/index.js';
import { PageFields } from '../../../shared/graphql/page-fields.js';
import { stringEnum } from '../../../shared/graphql/string-enum.js';
import { TRANSFER_RECORD_TYPES, type TransferRecordsPageView, type TransferRecordType, type TransferRecordView } from '../queries/list-all-transfers.js';
import type { ZodInputOf } from '../../../shared/graphql/zod-input.js';
import type { AllTransfersSchema } from '../queries/list-all-transfers.js';

const TransferRecordTypeEnum = stringEnum(TRANSFER_RECORD_TYPES);
registerEnumType(TransferRecordTypeEnum, {
  name: 'TransferRecordType',
  description: 'A kind of movement in the admin list.',
  valuesConfig: {
    transfer: { description: 'Between two members.' },
    distribution: { description: 'Sold by a distributor.' },
  },
});

@ObjectType({ description: 'A transfer or a distribution in the admin list; the distribution fields are null for a transfer.' })
export class TransferRecord implements TransferRecordView {
  @Field(() => ID, { description: 'Identifies the movement.' })
  id: string;

  @Field(() => TransferRecordTypeEnum, { description: 'A transfer between members or a distribution.' })
  type: TransferRecordType;

  @Field(() => TransferParty, { description: "The sender of a transfer; the distributor's account of a distribution." })
  sender: TransferParty;

  @Field(() => TransferParty, { description: 'Who received the oDance.' })
  recipient: TransferParty;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance.' })
  amount: number;

  @Field(() => String, { nullable: true, description: 'The message, if any.' })
  message: string | null;

  @Field(() => String, { nullable: true, description: "The sender's (or distributor's) own id for it, if it gave one." })
  reference: string | null;

  @Field({ description: 'When it happened.' })
  createdAt: Date;

  @Field(() => ID, { nullable: true, description: 'The distributor, for a distribution.' })
  distributorId: string | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Money taken from the buyer, in cents (distributions).' })
  fiatCents: number | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'The distributor\'s margin, in cents (distributions).' })
  revenueCents: number | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Fees to the platform, in cents (distributions).' })
  feesCents: number | null;
}

@ObjectType({ description: 'A page of every transfer and distribution (admins).' })
export class TransferRecordsPage extends PageFields implements TransferRecordsPageView {
  @Field(() => [TransferRecord], { description: 'The movements of this page.' })
  transfers: TransferRecord[];

  @Field(() => PageInfoType, { description: 'Where this page ends: its cursor, for the next page by `after`.' })
  pageInfo: PageInfoType;
}

@InputType({ description: 'Which movements to list.' })
export class TransfersFilter implements ZodInputOf<typeof AllTransfersSchema.shape.filter, TransfersFilter> {
  @Field(() => TransferRecordTypeEnum, { nullable: true, description: 'Both when left out.' })
  type?: TransferRecordType | null;

  @Field(() => ID, { nullable: true, description: 'An account on either side (sender, distributor or recipient).' })
  accountId?: string | null;

  @Field(() => String, { nullable: true, description: 'Inclusive. ISO 8601 date-time with a zone, or YYYY-MM-DD for its UTC midnight.' })
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Exclusive, after dateFrom. Same format; to include a whole last day, send the next day.' })
  dateTo?: string | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Inclusive, whole oDance.' })
  amountFrom?: number | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Inclusive, at least amountFrom.' })
  amountTo?: number | null;
}

@ArgsType()
export class TransfersArgs extends CursorPageArgs {
  @Field(() => TransfersFilter, { nullable: true, description: 'Which movements.' })
  filter?: TransfersFilter | null;

  @Field(() => TransferSortEnum, { nullable: true, description: 'Default createdAt.' })
  sort?: TransferSort | null;

  @Field(() => SortOrder, { nullable: true, description: 'Default desc.' })
  sortOrder?: SortOrder | null;
}
