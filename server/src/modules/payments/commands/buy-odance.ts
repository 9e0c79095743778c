import { purchaseAmountRule } from '@odance/contract';
import { z } from 'zod';
import type { CommandContext } from '../../../app/request-context.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { consume, requireViewer } from '../../auth/index.js';
import { Payment } from '../payment.entity.js';
import { CURRENCY } from '../payment-rules.js';

export const BuyOdanceSchema = z.object({ amount: purchaseAmountRule });

// Each purchase opens a checkout at the provider: enough for any real buyer, not for a script.
const PURCHASES_PER_HOUR = 20;

export interface CheckoutResult {
  payment: Payment;
  checkoutUrl: string;
}

/** Creates a pending payment at today's price and opens its checkout; the buyer is credited once it is paid. */
export async function buyOdance(ctx: CommandContext, raw: unknown): Promise<CheckoutResult> {
  const buyer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const { amount } = parseInput(BuyOdanceSchema, raw);
  await c.dataSource.transaction((manager) =>
    consume(manager, { key: `buy:${buyer.id}`, max: PURCHASES_PER_HOUR, windowSeconds: 3600 }, ErrorCode.TOO_MANY_REQUESTS),
  );
  const unitPriceCents = c.config.odancePriceCents;
  const payment = await c.dataSource.manager.save(
    c.dataSource.manager.create(Payment, {
      accountId: buyer.id,
      amount,
      unitPriceCents,
      totalCents: amount * unitPriceCents,
      currency: CURRENCY,
      status: 'pending',
      provider: c.checkout.name,
      attempts: 0,
      buyerName: `${buyer.firstName} ${buyer.lastName}`,
    }),
  );
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
