import { Arg, Args, ArgsType, Ctx, Field, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../app/request-context.js';
import { CursorPageArgs } from '../../../shared/graphql/cursor-paging.js';
import { SortOrder } from '../../../shared/graphql/sort-order.js';
import { listMyTransfers } from '../queries/list-my-transfers.js';
import { transferOdance } from '../commands/transfer-odance.js';
import { MyTransfersPage, TransferOdanceInput, TransferOdancePayload, TransferSortEnum } from './ledger.types.js';
import { Access } from '../../auth/index.js';

@ArgsType()
class MyTransfersArgs extends CursorPageArgs {
  @Field(() => TransferSortEnum, { nullable: true, description: 'Default createdAt.' })
  sort?: TransferSortEnum | null;

  @Field(() => SortOrder, { nullable: true, description: 'Default desc.' })
  sortOrder?: SortOrder | null;
}

/** Translates GraphQL to the ledger commands; the rules live in the commands. */
@Resolver()
export class LedgerResolver {
  @Access({ who: 'viewer', scope: 'transfers' })
  @Mutation(() => TransferOdancePayload, { description: 'Sends oDance to another active account; idempotent per idempotencyKey.' })
  async transferOdance(@Arg('input', () => TransferOdanceInput, { description: 'The recipient, amount, message and idempotency key.' }) input: TransferOdanceInput, @Ctx() ctx: GraphQLContext): Promise<TransferOdancePayload> {
    return { transfer: await transferOdance(ctx, input) };
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => MyTransfersPage, { description: "The signed-in user's transfers, sent and received." })
  async myTransfers(@Args(() => MyTransfersArgs) args: MyTransfersArgs, @Ctx() ctx: GraphQLContext): Promise<MyTransfersPage> {
    return listMyTransfers(ctx, { ...args });
  }
}
