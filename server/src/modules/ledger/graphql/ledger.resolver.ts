import { Arg, Args, ArgsType, Ctx, Field, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { CursorPageArgs } from '../../../shared/graphql/cursor-paging.js';
import { SortOrder } from '../../../shared/graphql/sort-order.js';
import { getMyTransfer } from '../queries/get-my-transfer.js';
import { listMyTransfers } from '../queries/list-my-transfers.js';
import { transferOdance } from '../commands/transfer-odance.js';
import { MyTransfer, MyTransfersFilter, MyTransfersPage, TransferOdanceInput, TransferOdancePayload, TransferSortEnum } from './ledger.types.js';
import { Access } from '../../auth/index.js';
import type { TransferSort } from '../ledger-rules.js';

@ArgsType()
class MyTransfersArgs extends CursorPageArgs {
  @Field(() => TransferSortEnum, { nullable: true, description: 'Default createdAt.' })
  sort?: TransferSort | null;

  @Field(() => SortOrder, { nullable: true, description: 'Default desc.' })
  sortOrder?: SortOrder | null;

  @Field(() => MyTransfersFilter, { nullable: true, description: 'Which rows: counterpart, dates, kind.' })
  filter?: MyTransfersFilter | null;
}

/** Translates GraphQL to the ledger commands; the rules live in the commands. */
@Resolver()
export class LedgerResolver {
  @Access({ who: 'viewer', scope: 'transfers' })
  @Mutation(() => TransferOdancePayload, { description: 'Sends oDance to another active account; idempotent per idempotencyKey.' })
  async transferOdance(@Arg('input', () => TransferOdanceInput, { description: 'The recipient, amount, message and idempotency key.' }) input: TransferOdanceInput, @Ctx() ctx: RequestContext): Promise<TransferOdancePayload> {
    return { transfer: await transferOdance(ctx, input) };
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => MyTransfersPage, { description: "The signed-in user's history: transfers sent and received, distributions received or made." })
  async myTransfers(@Args(() => MyTransfersArgs) args: MyTransfersArgs, @Ctx() ctx: RequestContext): Promise<MyTransfersPage> {
    return listMyTransfers(ctx, { ...args });
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => MyTransfer, { description: "One row of the viewer's history, for its receipt; NOT_FOUND unless the viewer is one of its parties." })
  async myTransfer(@Arg('id', () => ID, { description: 'The transfer or distribution (MyTransfer.id).' }) id: string, @Ctx() ctx: RequestContext): Promise<MyTransfer> {
    return getMyTransfer(ctx, { id });
  }
}
