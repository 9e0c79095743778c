import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TransferParty } from '../../ledger/index.js';
import { PageFields } from '../../../shared/graphql/page-fields.js';
import type { RecordedCollection } from '../commands/record-collection.js';
import type { CollectionView, DistributorAccountView, DistributorView } from '../distributors.presenter.js';
import type { DistributorTermLimitsView } from '../queries/get-distributor-term-limits.js';
import type { CollectionsPage } from '../queries/list-collections.js';
import { DISTRIBUTOR_SORTS, type DistributorsPageView } from '../queries/list-distributors.js';
import { stringEnum } from '../../../shared/graphql/string-enum.js';
import { MARGIN_PERCENT_MAX, MARGIN_PERCENT_MIN } from '../distributor-rules.js';

export const DistributorSortEnum = stringEnum(DISTRIBUTOR_SORTS);
registerEnumType(DistributorSortEnum, {
  name: 'DistributorSort',
  description: 'How to order distributors.',
  valuesConfig: {
    createdAt: { description: 'By when they became distributors.' },
    creditLimit: { description: 'By credit limit.' },
    feesToCollect: { description: 'By fees waiting to be collected.' },
    name: { description: 'By name.' },
    usedLimit: { description: 'By credit used.' },
  },
});

@ObjectType({ description: "A distributor's account (the email is shown to admins and the distributor itself only)." })
export class DistributorAccount extends TransferParty implements DistributorAccountView {
  @Field({ description: 'The distributor\'s email (admins and the distributor only).' })
  email: string;
}

@ObjectType({ description: 'A reseller of oDance on credit: its terms, and what the ledger says it has used and owes.' })
export class Distributor implements DistributorView {
  @Field(() => ID, { description: 'Identifies the distributor.' })
  id: string;

  @Field(() => DistributorAccount, { description: 'The account that sells.' })
  account: DistributorAccount;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance it may have out at once.' })
  creditLimit: number;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance of used limit at which a collection is due (≤ creditLimit).' })
  collectionLimit: number;

  @Field(() => Float, { description: `${MARGIN_PERCENT_MIN}–${MARGIN_PERCENT_MAX}, at most two decimals.` })
  marginPercent: number;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance distributed since the last collection.' })
  usedLimit: number;

  @Field(() => GraphQLSafeInt, { description: 'The most it can distribute now: creditLimit − usedLimit.' })
  availableLimit: number;

  @Field(() => GraphQLSafeInt, { description: 'Cents owed to the platform since the last collection.' })
  feesToCollectCents: number;

  @Field({ description: 'True when usedLimit ≥ collectionLimit: a collection is due.' })
  collectionDue: boolean;

  @Field({ description: 'False once deactivated: it cannot distribute, and its account is a user again.' })
  active: boolean;

  @Field(() => Date, { nullable: true, description: 'When an admin last collected its money; null if never.' })
  lastCollectionAt: Date | null;

  @Field({ description: 'When it became a distributor.' })
  createdAt: Date;

  @Field({ description: 'When its terms last changed.' })
  updatedAt: Date;
}

@ObjectType({ description: 'A page of distributors.' })
export class DistributorsPage extends PageFields implements DistributorsPageView {
  @Field(() => [Distributor], { description: 'The distributors of this page.' })
  distributors: Distributor[];
}

@ObjectType({ description: "An admin settled a distributor's fees and freed its used limit." })
export class DistributorCollection implements CollectionView {
  @Field(() => ID, { description: 'Identifies the collection.' })
  id: string;

  @Field(() => ID, { description: 'The distributor collected from.' })
  distributorId: string;

  @Field(() => GraphQLSafeInt, { description: 'The used limit freed (whole oDance).' })
  odanceFreed: number;

  @Field(() => GraphQLSafeInt, { description: 'The fees settled, in cents.' })
  feesCents: number;

  @Field(() => String, { nullable: true, description: 'The admin\'s note, if any.' })
  note: string | null;

  @Field(() => TransferParty, { description: 'The admin who recorded it.' })
  recordedBy: TransferParty;

  @Field({ description: 'When the money was collected.' })
  createdAt: Date;
}

@ObjectType({ description: 'The collection recorded.' })
export class RecordCollectionPayload implements RecordedCollection {
  @Field(() => DistributorCollection, { description: 'It, with the amounts collected.' })
  collection: DistributorCollection;

  @Field(() => Distributor, { description: 'The distributor after the collection.' })
  distributor: Distributor;
}

@ObjectType({ description: 'A page of a distributor\'s collections.' })
export class DistributorCollectionsPage extends PageFields implements CollectionsPage {
  @Field(() => [DistributorCollection], { description: 'The collections of this page.' })
  collections: DistributorCollection[];
}

@ObjectType({ description: "The bounds of a distributor's terms, as the server applies them." })
export class DistributorTermLimits implements DistributorTermLimitsView {
  @Field(() => GraphQLSafeInt, { description: 'Smallest credit or collection limit (whole oDance).' })
  limitMin: number;

  @Field(() => GraphQLSafeInt, { description: 'Largest credit or collection limit (whole oDance).' })
  limitMax: number;

  @Field(() => Float, { description: 'The lowest margin, in percent.' })
  marginPercentMin: number;

  @Field(() => Float, { description: 'The highest margin, in percent.' })
  marginPercentMax: number;

  @Field(() => Int, { description: 'Most decimals a margin may have (2: 12.25).' })
  marginPercentDecimals: number;
}
