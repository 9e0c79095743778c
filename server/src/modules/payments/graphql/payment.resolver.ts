import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { PageArgs } from '../../../shared/graphql/page-args.js';
import { buyOdance } from '../commands/buy-odance.js';
import { cancelPayment } from '../commands/cancel-payment.js';
import { confirmPayment } from '../commands/confirm-payment.js';
import { getInvoice } from '../queries/get-invoice.js';
import { listAllPayments } from '../queries/list-all-payments.js';
import { listMyPayments } from '../queries/list-my-payments.js';
import { retryPayment } from '../commands/retry-payment.js';
import { getPayment } from '../queries/get-payment.js';
import { presentPayment } from '../payment.presenter.js';
import { AllPaymentsPage, BuyOdanceInput, BuyOdancePayload, InvoiceType, MyPaymentsPage, PaymentsFilter, PaymentType } from './payment.types.js';
import { Access } from '../../auth/index.js';

/** Translates GraphQL to the payment commands; the rules live in the commands. */
@Resolver()
export class PaymentResolver {
  @Access({ who: 'viewer', scope: 'transfers' })
  @Mutation(() => BuyOdancePayload, { description: 'Starts buying oDance: a pending payment and the checkout to pay it.' })
  async buyOdance(@Arg('input', () => BuyOdanceInput, { description: 'How many oDance to buy.' }) input: BuyOdanceInput, @Ctx() ctx: RequestContext): Promise<BuyOdancePayload> {
    const { payment, checkoutUrl } = await buyOdance(ctx, input);
    return { payment: presentPayment(payment), checkoutUrl };
  }

  @Access({ who: 'viewer', scope: 'transfers' })
  @Mutation(() => BuyOdancePayload, { description: 'Opens a new checkout for a failed or expired payment.' })
  async retryPayment(@Arg('id', () => ID, { description: 'The failed or expired payment.' }) id: string, @Ctx() ctx: RequestContext): Promise<BuyOdancePayload> {
    const { payment, checkoutUrl } = await retryPayment(ctx, { id });
    return { payment: presentPayment(payment), checkoutUrl };
  }

  @Access({ who: 'viewer', scope: 'transfers' })
  @Mutation(() => PaymentType, { description: "Back from checkout: asks the provider for the outcome now instead of waiting for its webhook." })
  async confirmPayment(@Arg('id', () => ID, { description: 'The payment to check.' }) id: string, @Ctx() ctx: RequestContext): Promise<PaymentType> {
    return presentPayment(await confirmPayment(ctx, { id }));
  }

  @Access({ who: 'viewer', scope: 'transfers' })
  @Mutation(() => PaymentType, { description: "Cancels the viewer's pending payment: its checkout is closed and it becomes canceled (final)." })
  async cancelPayment(@Arg('id', () => ID, { description: 'The pending payment.' }) id: string, @Ctx() ctx: RequestContext): Promise<PaymentType> {
    return presentPayment(await cancelPayment(ctx, { id }));
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Query(() => AllPaymentsPage, { description: 'Admins: every payment, newest first, filtered by status, buyer and dates.' })
  async allPayments(
    @Arg('filter', () => PaymentsFilter, { nullable: true, description: 'Which payments; all when left out.' }) filter: PaymentsFilter | null,
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<AllPaymentsPage> {
    const page = await listAllPayments(ctx, { filter, ...args });
    return { ...page, payments: page.payments.map(presentPayment) };
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => PaymentType, { description: 'One payment of the signed-in user (any payment for an admin).' })
  async payment(@Arg('id', () => ID, { description: 'The payment.' }) id: string, @Ctx() ctx: RequestContext): Promise<PaymentType> {
    return presentPayment(await getPayment(ctx, { id }));
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => MyPaymentsPage, { description: "The signed-in user's payments, newest first." })
  async myPayments(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: RequestContext): Promise<MyPaymentsPage> {
    const page = await listMyPayments(ctx, { ...args });
    return { ...page, payments: page.payments.map(presentPayment) };
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => InvoiceType, { description: "A payment's invoice (its buyer or an admin)." })
  async invoice(@Arg('paymentId', () => ID, { description: 'The payment.' }) paymentId: string, @Ctx() ctx: RequestContext): Promise<InvoiceType> {
    return getInvoice(ctx, { paymentId });
  }
}
