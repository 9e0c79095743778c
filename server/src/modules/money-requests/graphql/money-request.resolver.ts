import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { Access } from '../../auth/index.js';
import { cancelMoneyRequest } from '../commands/cancel-money-request.js';
import { declineMoneyRequest } from '../commands/decline-money-request.js';
import { requestOdance } from '../commands/request-odance.js';
import { getMoneyRequest } from '../queries/get-money-request.js';
import { listMoneyRequests } from '../queries/list-money-requests.js';
import { MoneyRequest, MoneyRequestsArgs, MoneyRequestsPage, RequestOdanceInput, RequestOdancePayload } from './money-request.types.js';

/** Translates GraphQL to the money-request commands and queries; the rules live in them. */
@Resolver()
export class MoneyRequestResolver {
  @Access({ who: 'viewer', scope: 'transfers' })
  @Mutation(() => RequestOdancePayload, {
    description: 'Asks another active member for oDance; they get a notification that opens the transfer paying it. Not oneself: MONEY_REQUEST_FROM_SELF.',
  })
  async requestOdance(@Arg('input', () => RequestOdanceInput, { description: 'Who is asked, how much, and a message.' }) input: RequestOdanceInput, @Ctx() ctx: RequestContext): Promise<RequestOdancePayload> {
    return { moneyRequest: await requestOdance(ctx, input) };
  }

  @Access({ who: 'viewer', scope: 'transfers' })
  @Mutation(() => MoneyRequest, { description: 'The payer refuses a pending request; the requester is told. Not pending: MONEY_REQUEST_NOT_PENDING.' })
  async declineMoneyRequest(@Arg('id', () => ID, { description: 'The request (MoneyRequest.id).' }) id: string, @Ctx() ctx: RequestContext): Promise<MoneyRequest> {
    return declineMoneyRequest(ctx, { id });
  }

  @Access({ who: 'viewer', scope: 'transfers' })
  @Mutation(() => MoneyRequest, { description: 'The requester withdraws a pending request. Not pending: MONEY_REQUEST_NOT_PENDING.' })
  async cancelMoneyRequest(@Arg('id', () => ID, { description: 'The request (MoneyRequest.id).' }) id: string, @Ctx() ctx: RequestContext): Promise<MoneyRequest> {
    return cancelMoneyRequest(ctx, { id });
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => MoneyRequestsPage, { description: "The viewer's money requests, sent and received, newest first." })
  async moneyRequests(@Args(() => MoneyRequestsArgs) args: MoneyRequestsArgs, @Ctx() ctx: RequestContext): Promise<MoneyRequestsPage> {
    return listMoneyRequests(ctx, { ...args });
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => MoneyRequest, { description: 'One request the viewer asked or is asked to pay; any other: MONEY_REQUEST_NOT_FOUND.' })
  async moneyRequest(@Arg('id', () => ID, { description: 'The request (MoneyRequest.id).' }) id: string, @Ctx() ctx: RequestContext): Promise<MoneyRequest> {
    return getMoneyRequest(ctx, { id });
  }
}
