import { GraphQLSafeInt } from 'graphql-scalars';
import { ArgsType, Field, Float, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../../shared/graphql/page-args.js';
import { SortOrder } from '../../../shared/graphql/sort-order.js';
import { DistributorSortEnum } from './distributor.types.js';
import { LIMIT_MAX, LIMIT_MIN, MARGIN_PERCENT_MAX, MARGIN_PERCENT_MIN } from '../distributor-rules.js';
import { MESSAGE_MAX } from '../../ledger/index.js';
import type { ZodInputOf } from '../../../shared/graphql/zod-input.js';
import type { CreateDistributorSchema } from '../commands/create-distributor.js';
import type { UpdateDistributorSchema } from '../commands/update-distributor.js';
import type { SetDistributorActiveSchema } from '../commands/set-distributor-active.js';
import type { RecordCollectionSchema } from '../commands/record-collection.js';
import type { DistributorSort, DistributorsSchema } from '../queries/list-distributors.js';

@InputType({ description: 'An account to make a distributor, with its credit terms.' })
export class CreateDistributorInput implements ZodInputOf<typeof CreateDistributorSchema, CreateDistributorInput> {
  @Field(() => ID, { description: 'An active account that is not an admin.' })
  accountId: string;

  @Field(() => GraphQLSafeInt, { description: `Whole oDance, ${LIMIT_MIN}–${LIMIT_MAX.toLocaleString('en-US')} (2^53 − 1).` })
  creditLimit: number;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance, 1 up to creditLimit.' })
  collectionLimit: number;

  @Field(() => Float, { description: `${MARGIN_PERCENT_MIN}–${MARGIN_PERCENT_MAX}, at most two decimals (12.5).` })
  marginPercent: number;
}

@InputType({ description: 'Fields left out keep their value.' })
export class UpdateDistributorInput implements ZodInputOf<typeof UpdateDistributorSchema, UpdateDistributorInput> {
  @Field(() => ID, { description: 'The distributor.' })
  distributorId: string;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Not below the used limit.' })
  creditLimit?: number | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Up to the credit limit.' })
  collectionLimit?: number | null;

  @Field(() => Float, { nullable: true, description: 'Applies to later distributions.' })
  marginPercent?: number | null;
}

@InputType({ description: 'Deactivate or reactivate a distributor.' })
export class SetDistributorActiveInput implements ZodInputOf<typeof SetDistributorActiveSchema, SetDistributorActiveInput> {
  @Field(() => ID, { description: 'The distributor.' })
  distributorId: string;

  @Field({ description: 'False stops its distributions; true allows them again.' })
  active: boolean;
}

@InputType({ description: 'Money collected from a distributor.' })
export class RecordCollectionInput implements ZodInputOf<typeof RecordCollectionSchema, RecordCollectionInput> {
  @Field(() => ID, { description: 'The distributor collected from.' })
  distributorId: string;

  @Field(() => String, { nullable: true, description: `At most ${MESSAGE_MAX} characters, e.g. how it was paid.` })
  note?: string | null;
}

@InputType({ description: 'Which distributors to list.' })
export class DistributorsFilter implements ZodInputOf<typeof DistributorsSchema.shape.filter, DistributorsFilter> {
  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or deactivated (false) ones.' })
  active?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Only those past their collection limit.' })
  collectionDue?: boolean | null;
}

@ArgsType()
export class DistributorsArgs extends PageArgs {
  @Field(() => DistributorsFilter, { nullable: true, description: 'Which ones.' })
  filter?: DistributorsFilter | null;

  @Field(() => DistributorSortEnum, { nullable: true, description: 'Default createdAt.' })
  sort?: DistributorSort | null;

  @Field(() => SortOrder, { nullable: true, description: 'Default desc.' })
  sortOrder?: SortOrder | null;
}

@ArgsType()
export class DistributorCollectionsArgs extends PageArgs {
  @Field(() => ID, { description: 'The distributor.' })
  distributorId: string;
}
