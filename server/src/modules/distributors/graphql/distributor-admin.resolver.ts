import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { createDistributor } from '../commands/create-distributor.js';
import { recordCollection } from '../commands/record-collection.js';
import { setDistributorActive } from '../commands/set-distributor-active.js';
import { updateDistributor } from '../commands/update-distributor.js';
import { listAllTransfers } from '../queries/list-all-transfers.js';
import { getDistributorTermLimits } from '../queries/get-distributor-term-limits.js';
import { listDistributors } from '../queries/list-distributors.js';
import { CreateDistributorInput, DistributorsArgs, RecordCollectionInput, SetDistributorActiveInput, UpdateDistributorInput } from './distributor.inputs.js';
import { Distributor, DistributorsPage, DistributorTermLimits, RecordCollectionPayload } from './distributor.types.js';
import { TransferRecordsPage, TransfersArgs } from './transfer-records.types.js';
import { Access } from '../../auth/index.js';

/** The admin panel's distributor and transfer operations: admins only (FORBIDDEN for others), checked by each command. */
@Resolver()
export class DistributorAdminResolver {
  @Access({ who: 'admin', scope: 'admin' })
  @Mutation(() => Distributor, { description: 'Admin: makes an active, non-admin account a distributor (its role becomes distributor).' })
  async createDistributor(@Arg('input', () => CreateDistributorInput, { description: 'The account and its credit terms.' }) input: CreateDistributorInput, @Ctx() ctx: RequestContext): Promise<Distributor> {
    return createDistributor(ctx, { ...input });
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Mutation(() => Distributor, { description: "Admin: changes a distributor's limits or margin." })
  async updateDistributor(@Arg('input', () => UpdateDistributorInput, { description: 'The distributor and the terms to change.' }) input: UpdateDistributorInput, @Ctx() ctx: RequestContext): Promise<Distributor> {
    return updateDistributor(ctx, { ...input });
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Mutation(() => Distributor, { description: 'Admin: deactivates (no more distributions, role back to user) or reactivates a distributor.' })
  async setDistributorActive(@Arg('input', () => SetDistributorActiveInput, { description: 'The distributor and its new state.' }) input: SetDistributorActiveInput, @Ctx() ctx: RequestContext): Promise<Distributor> {
    return setDistributorActive(ctx, { ...input });
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Mutation(() => RecordCollectionPayload, { description: 'Admin: the distributor paid; settles its fees and frees its used limit.' })
  async recordCollection(@Arg('input', () => RecordCollectionInput, { description: 'The distributor and a note.' }) input: RecordCollectionInput, @Ctx() ctx: RequestContext): Promise<RecordCollectionPayload> {
    return recordCollection(ctx, { ...input });
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Query(() => DistributorsPage, { description: 'Admin: every distributor, filtered, sorted and paged.' })
  async distributors(@Args(() => DistributorsArgs) args: DistributorsArgs, @Ctx() ctx: RequestContext): Promise<DistributorsPage> {
    return listDistributors(ctx, { ...args });
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Query(() => DistributorTermLimits, { description: "Admin: the bounds of a distributor's terms, for the forms that set them." })
  async distributorTermLimits(@Ctx() ctx: RequestContext): Promise<DistributorTermLimits> {
    return getDistributorTermLimits(ctx);
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Query(() => TransferRecordsPage, { description: 'Admin: every transfer and distribution, filtered, sorted and paged.' })
  async transfers(@Args(() => TransfersArgs) args: TransfersArgs, @Ctx() ctx: RequestContext): Promise<TransferRecordsPage> {
    return listAllTransfers(ctx, { ...args });
  }
}
