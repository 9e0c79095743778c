import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { requireViewer } from '../../auth/index.js';
import { findVisiblePayment } from '../queries/find-visible-payment.js';
import { RETRYABLE_STATUSES } from '../payment-rules.js';
import type { CheckoutResult } from './buy-odance.js';

/** Opens a new checkout for the buyer's failed or expired payment (same amount and price); it is pending again. */
export async function retryPayment(ctx: CommandContext, { id }: { id: unknown }): Promise<CheckoutResult> {
  const buyer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const payment = await findVisiblePayment(c, buyer, id, { admins: false });
  if (!(RETRYABLE_STATUSES as readonly string[]).includes(payment.status)) throw new AppError(ErrorCode.PAYMENT_NOT_RETRYABLE);
  const attempt = payment.attempts + 1;
  const checkout = await c.checkout.open(payment, attempt);
  // Compare-and-set instead of a lock held across the provider call: of two concurrent retries one wins,
  // the other's checkout is never shown to anyone and simply expires.
  const updated: unknown[] = await c.dataSource.query(
    `UPDATE payment SET status = 'pending', provider = $2, provider_session_id = $3, checkout_url = $4,
            checkout_expires_at = $5, attempts = $6, updated_at = now()
     WHERE id = $1 AND status IN ('failed', 'expired') AND attempts = $7 RETURNING id`,
    [payment.id, c.checkout.name, checkout.sessionId, checkout.url, checkout.expiresAt, attempt, payment.attempts],
  );
  if (updated.length === 0) throw new AppError(ErrorCode.PAYMENT_NOT_RETRYABLE);
  Object.assign(payment, {
    status: 'pending',
    provider: c.checkout.name,
    providerSessionId: checkout.sessionId,
    checkoutUrl: checkout.url,
    checkoutExpiresAt: checkout.expiresAt,
    attempts: attempt,
  });
  return { payment, checkoutUrl: checkout.url };
}
