import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TransferParty } from '../../ledger/ledger.types.js';
import { PageFields } from '../../../shared/graphql/page-fields.js';

export enum DistributorSortEnum {
  createdAt = 'createdAt',
  name = 'name',
  creditLimit = 'creditLimit',
  usedLimit = 'usedLimit',
  feesToCollect = 'feesToCollect',
}
registerEnumType(DistributorSortEnum, { name: 'DistributorSort' });

@ObjectType({ description: "A distributor's account (the email is shown to admins and the distributor itself only)." })
export class DistributorAccount extends TransferParty {
  @Field()
  email: string;
}

@ObjectType({ description: 'A reseller of oDance on credit: its terms, and what the ledger says it has used and owes.' })
export class Distributor {
  @Field(() => ID)
  id: string;

  @Field(() => DistributorAccount)
  account: DistributorAccount;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance it may have out at once.' })
  creditLimit: number;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance of used limit at which a collection is due (≤ creditLimit).' })
  collectionLimit: number;

  @Field(() => Float, { description: '0–100, at most two decimals.' })
  marginPercent: number;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance distributed since the last collection.' })
  usedLimit: number;

  @Field(() => GraphQLSafeInt, { description: 'creditLimit − usedLimit: the most it can distribute now.' })
  availableLimit: number;

  @Field(() => GraphQLSafeInt, { description: 'Cents owed to the platform since the last collection.' })
  feesToCollectCents: number;

  @Field({ description: 'usedLimit ≥ collectionLimit.' })
  collectionDue: boolean;

  @Field({ description: 'False once deactivated: it cannot distribute, and its account is a user again.' })
  active: boolean;

  @Field(() => Date, { nullable: true })
  lastCollectionAt: Date | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

@ObjectType()
export class DistributorsPage extends PageFields {
  @Field(() => [Distributor])
  distributors: Distributor[];
}

@ObjectType({ description: "An admin settled a distributor's fees and freed its used limit." })
export class DistributorCollection {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  distributorId: string;

  @Field(() => GraphQLSafeInt, { description: 'The used limit freed (whole oDance).' })
  odanceFreed: number;

  @Field(() => GraphQLSafeInt, { description: 'The fees settled, in cents.' })
  feesCents: number;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field(() => TransferParty, { description: 'The admin who recorded it.' })
  recordedBy: TransferParty;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class RecordCollectionPayload {
  @Field(() => DistributorCollection)
  collection: DistributorCollection;

  @Field(() => Distributor, { description: 'The distributor after the collection.' })
  distributor: Distributor;
}

@ObjectType()
export class DistributorCollectionsPage extends PageFields {
  @Field(() => [DistributorCollection])
  collections: DistributorCollection[];
}

@ObjectType({ description: "The bounds of a distributor's terms, as the server applies them." })
export class DistributorTermLimits {
  @Field(() => GraphQLSafeInt, { description: 'Smallest credit or collection limit (whole oDance).' })
  limitMin: number;

  @Field(() => GraphQLSafeInt, { description: 'Largest credit or collection limit (whole oDance).' })
  limitMax: number;

  @Field(() => Float)
  marginPercentMin: number;

  @Field(() => Float)
  marginPercentMax: number;

  @Field(() => Int, { description: 'Most decimals a margin may have (2: 12.25).' })
  marginPercentDecimals: number;
}
