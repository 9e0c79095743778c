import { GraphQLSafeInt } from 'graphql-scalars';
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { Access } from '../../auth/index.js';
import { getMoneyTotals, type MoneyTotalsView } from '../queries/get-money-totals.js';

@ObjectType({ description: 'The books at a glance, in whole oDance, of one moment: inCirculation + platformAccount = boughtByCard + distributorCreditOutstanding + distributorCreditCollected.' })
export class MoneyTotals implements MoneyTotalsView {
  @Field(() => GraphQLSafeInt, { description: 'What members hold: the sum of every wallet.' })
  inCirculation: number;

  @Field(() => GraphQLSafeInt, { description: 'Every oDance bought by card.' })
  boughtByCard: number;

  @Field(() => GraphQLSafeInt, { description: 'Distributed on credit and not yet collected.' })
  distributorCreditOutstanding: number;

  @Field(() => GraphQLSafeInt, { description: 'Distributed on credit and already collected.' })
  distributorCreditCollected: number;

  @Field(() => GraphQLSafeInt, { description: 'The platform account: what closed accounts forfeited.' })
  platformAccount: number;
}

/** Translates GraphQL to the ledger's totals query; the policy lives in the query. */
@Resolver()
export class MoneyTotalsResolver {
  @Access({ who: 'admin', scope: 'admin' })
  @Query(() => MoneyTotals, { description: 'Admin: the money totals of the ledger (the admin dashboard).' })
  async moneyTotals(@Ctx() ctx: RequestContext): Promise<MoneyTotals> {
    return getMoneyTotals(ctx);
  }
}
