import { GraphQLSafeInt } from 'graphql-scalars';
import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { DEFAULT_DAYS, MAX_DAYS, type DistributorStatisticsView, type StatisticsDay, type StatisticsFigures } from '../queries/get-distributor-statistics.js';

@ObjectType({ description: 'What distributions added up to.' })
export class DistributionFigures implements StatisticsFigures {
  @Field(() => Int, { description: 'How many distributions.' })
  distributions: number;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance distributed.' })
  odance: number;

  @Field(() => GraphQLSafeInt, { description: 'Money taken from buyers, in cents.' })
  fiatCents: number;

  @Field(() => GraphQLSafeInt, { description: 'The distributor\'s margin, in cents.' })
  revenueCents: number;

  @Field(() => GraphQLSafeInt, { description: 'Fees to the platform, in cents.' })
  feesCents: number;
}

@ObjectType({ description: 'One day of a distributor\'s sales.' })
export class DistributionDay extends DistributionFigures implements StatisticsDay {
  @Field({ description: 'YYYY-MM-DD, a UTC day.' })
  date: string;
}

@ObjectType({ description: 'A distributor\'s sales over a period, day by day and in total.' })
export class DistributorStatistics implements DistributorStatisticsView {
  @Field(() => ID, { description: 'The distributor.' })
  distributorId: string;

  @Field({ description: 'First day, YYYY-MM-DD.' })
  from: string;

  @Field({ description: 'Last day, YYYY-MM-DD (inclusive).' })
  to: string;

  @Field(() => DistributionFigures, { description: 'The period\'s totals.' })
  totals: DistributionFigures;

  @Field(() => [DistributionDay], { description: 'Every day of the range in order, days without distributions as zeros.' })
  days: DistributionDay[];
}

@ArgsType()
export class DistributorStatisticsArgs {
  @Field(() => ID, { nullable: true, description: "Admins: any distributor. Others: their own (the default)." })
  distributorId?: string | null;

  @Field(() => String, { nullable: true, description: `YYYY-MM-DD (UTC). Default: ${DEFAULT_DAYS - 1} days before to.` })
  from?: string | null;

  @Field(() => String, { nullable: true, description: `YYYY-MM-DD (UTC), inclusive: from–to spans at most ${MAX_DAYS} days. Default: today, or ${DEFAULT_DAYS - 1} days after from.` })
  to?: string | null;
}
