import { fullName, purchaseAmountRule } from '@odance/contract';
import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { consume, requireViewer } from '../../auth/index.js';
import { idempotencyKeyRule } from '../../ledger/index.js';
import { isRegisteredRedirectUri } from '../../oauth/index.js';
import { Payment } from '../payment.entity.js';
import { CURRENCY, isSameOriginPath, RETURN_URL_MAX } from '../payment-rules.js';

export const BuyOdanceSchema = z.object({
  amount: purchaseAmountRule,
  /** Where the checkout sends the buyer back; checked against the caller below (an app's registered URI or a path). */
  returnUrl: z.string({ error: 'invalid' }).min(1, 'required').max(RETURN_URL_MAX, 'tooLong').nullish(),
  /** The transfers' key rule (modules/ledger): the same key from the same buyer is the same payment. */
  idempotencyKey: idempotencyKeyRule.nullish(),
});

// Each purchase opens a checkout at the provider: enough for any real buyer, not for a script.
const PURCHASES_PER_HOUR = 20;
// A twin request with the same key that is still opening its checkout is waited for this long at most.
const TWIN_WAIT_MS = 10_000;

export interface CheckoutResult {
  payment: Payment;
  checkoutUrl: string;
}

/**
 * Creates a pending payment at today's price and opens its checkout; the buyer is credited once it is paid.
 * `returnUrl` (for apps): one of the calling OAuth app's registered redirect URIs, or a path of this origin;
 * anything else is VALIDATION_FAILED. `idempotencyKey`: the same key from the same buyer answers the same payment
 * (the same amount and return URL; other content is ODANCE_IDEMPOTENCY_KEY_REUSED), with no new checkout and no
 * purchase counted against the hourly limit.
 */
export async function buyOdance(ctx: CommandContext, raw: unknown): Promise<CheckoutResult> {
  const buyer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const { amount, returnUrl = null, idempotencyKey = null } = parseInput(BuyOdanceSchema, raw);
  if (returnUrl !== null && !(await allowedReturnUrl(ctx, returnUrl))) throw AppError.validation('returnUrl', 'invalid');
  if (idempotencyKey !== null) {
    const earlier = await paymentWithKey(ctx, buyer.id, idempotencyKey);
    // Maybe a twin sent at the same moment, still opening its checkout: waited for as below.
    if (earlier) return sameRequest(ctx, earlier, amount, returnUrl);
  }
  await c.dataSource.transaction((manager) =>
    consume(manager, { key: `buy:${buyer.id}`, max: PURCHASES_PER_HOUR, windowSeconds: 3600 }, ErrorCode.TOO_MANY_REQUESTS),
  );
  const unitPriceCents = c.config.odancePriceCents;
  const inserted = await c.dataSource
    .createQueryBuilder()
    .insert()
    .into(Payment)
    .values({
      accountId: buyer.id,
      amount,
      unitPriceCents,
      totalCents: amount * unitPriceCents,
      currency: CURRENCY,
      status: 'pending',
      provider: c.checkout.name,
      attempts: 0,
      buyerName: fullName(buyer),
      returnUrl,
      idempotencyKey,
    })
    // A twin with the same key got in first: its payment is the answer (waited for until its checkout is open).
    .orIgnore()
    .returning('id')
    .execute();
  const id = (inserted.raw as Array<{ id: string }>)[0]?.id;
  if (!id) {
    const twin = await paymentWithKey(ctx, buyer.id, idempotencyKey!);
    if (!twin) throw new AppError(ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE); // its checkout failed: it is gone
    return sameRequest(ctx, twin, amount, returnUrl);
  }
  const payment = await c.dataSource.manager.findOneByOrFail(Payment, { id });
  try {
    const checkout = await c.checkout.open(payment, 1);
    Object.assign(payment, { providerSessionId: checkout.sessionId, checkoutUrl: checkout.url, checkoutExpiresAt: checkout.expiresAt, attempts: 1 });
    await c.dataSource.manager.save(payment);
    return { payment, checkoutUrl: checkout.url };
  } catch (error) {
    // No checkout was opened, so nothing can pay this row: remove it rather than list a dead payment.
    await c.dataSource.manager.delete(Payment, { id: payment.id });
    throw error;
  }
}

/** A path of this origin for anyone; an absolute URL only for an OAuth app that registered it as a redirect URI. */
async function allowedReturnUrl(ctx: CommandContext, returnUrl: string): Promise<boolean> {
  if (returnUrl.startsWith('/')) return isSameOriginPath(ctx.container.config.appUrl, returnUrl);
  const clientId = await ctx.oauthClientId();
  return clientId !== null && isRegisteredRedirectUri(ctx.container.dataSource, clientId, returnUrl);
}

function paymentWithKey(ctx: CommandContext, accountId: string, idempotencyKey: string): Promise<Payment | null> {
  return ctx.container.dataSource.manager.findOneBy(Payment, { accountId, idempotencyKey });
}

/**
 * The answer to a request whose key a payment already has: the same content answers that payment, once its checkout is
 * open (a twin sent at the same moment may still be opening it: waited for, at most TWIN_WAIT_MS); other content is
 * ODANCE_IDEMPOTENCY_KEY_REUSED.
 */
async function sameRequest(ctx: CommandContext, payment: Payment, amount: number, returnUrl: string | null): Promise<CheckoutResult> {
  if (payment.amount !== amount || payment.returnUrl !== returnUrl) throw new AppError(ErrorCode.ODANCE_IDEMPOTENCY_KEY_REUSED);
  const until = Date.now() + TWIN_WAIT_MS;
  let current: Payment | null = payment;
  while (!current.checkoutUrl && Date.now() <= until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    current = await paymentWithKey(ctx, payment.accountId, payment.idempotencyKey!);
    if (!current) throw new AppError(ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE);
  }
  if (!current.checkoutUrl) throw new AppError(ErrorCode.LEDGER_BUSY);
  return { payment: current, checkoutUrl: current.checkoutUrl };
}
