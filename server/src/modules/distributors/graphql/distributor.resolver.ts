import { GraphQLSafeInt } from 'graphql-scalars';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { makeDistribution } from '../commands/make-distribution.js';
import { getDistributionQuote } from '../queries/get-distribution-quote.js';
import { getDistributor } from '../queries/get-distributor.js';
import { DEFAULT_DAYS, getDistributorStatistics } from '../queries/get-distributor-statistics.js';
import { getMyDistributor } from '../queries/get-my-distributor.js';
import { listCollections } from '../queries/list-collections.js';
import { listDistributions } from '../queries/list-distributions.js';
import { DistributionQuote, DistributionsArgs, DistributionsPage, MakeDistributionInput, MakeDistributionPayload } from './distribution.types.js';
import { DistributorCollectionsArgs } from './distributor.inputs.js';
import { Distributor, DistributorCollectionsPage } from './distributor.types.js';
import { DistributorStatistics, DistributorStatisticsArgs } from './statistics.types.js';
import { Access } from '../../auth/index.js';

/**
 * The distributor's own operations, which admins may also run for any distributor by id. Who may read which
 * distributor is decided in distributor-access.ts; the rules live in the commands and queries.
 */
@Resolver()
export class DistributorResolver {
  @Access({ who: 'distributor', scope: 'read' })
  @Query(() => Distributor, { nullable: true, description: "The signed-in distributor's record (null for an admin without one)." })
  async myDistributor(@Ctx() ctx: RequestContext): Promise<Distributor | null> {
    return getMyDistributor(ctx);
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => Distributor, { description: 'One distributor: admins any, a distributor its own (FORBIDDEN otherwise).' })
  async distributor(@Arg('id', () => ID, { description: 'The distributor.' }) id: string, @Ctx() ctx: RequestContext): Promise<Distributor> {
    return getDistributor(ctx, { id });
  }

  @Access({ who: 'distributor', scope: 'distributions' })
  @Mutation(() => MakeDistributionPayload, { description: 'The signed-in distributor credits a recipient on its credit line; idempotent per idempotencyKey.' })
  async makeDistribution(@Arg('input', () => MakeDistributionInput, { description: 'The recipient, amount, message and idempotency key.' }) input: MakeDistributionInput, @Ctx() ctx: RequestContext): Promise<MakeDistributionPayload> {
    return { distribution: await makeDistribution(ctx, { ...input }) };
  }

  @Access({ who: 'distributor', scope: 'distributions' })
  @Query(() => DistributionQuote, { description: "The signed-in distributor: what a distribution of `amount` would be worth now (fiat to take, margin, fees)." })
  async distributionQuote(@Arg('amount', () => GraphQLSafeInt, { description: 'Whole oDance.' }) amount: number, @Ctx() ctx: RequestContext): Promise<DistributionQuote> {
    return getDistributionQuote(ctx, { amount });
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => DistributionsPage, { description: 'Distribution history of a distributor, newest first by default.' })
  async distributions(@Args(() => DistributionsArgs) args: DistributionsArgs, @Ctx() ctx: RequestContext): Promise<DistributionsPage> {
    return listDistributions(ctx, { ...args });
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => DistributorStatistics, { description: `Totals and a per-day series of distributions over a range of UTC days (default the last ${DEFAULT_DAYS}).` })
  async distributorStatistics(@Args(() => DistributorStatisticsArgs) args: DistributorStatisticsArgs, @Ctx() ctx: RequestContext): Promise<DistributorStatistics> {
    return getDistributorStatistics(ctx, { ...args });
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => DistributorCollectionsPage, { description: "A distributor's collections, newest first." })
  async distributorCollections(@Args(() => DistributorCollectionsArgs) args: DistributorCollectionsArgs, @Ctx() ctx: RequestContext): Promise<DistributorCollectionsPage> {
    return listCollections(ctx, { ...args });
  }
}
