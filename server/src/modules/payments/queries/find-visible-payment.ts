import { isUuid } from '@odance/contract';
import type { AppContainer } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import type { Account } from '../../account-rows/index.js';
import { hasRole } from '../../auth/index.js';
import { Payment } from '../payment.entity.js';

/**
 * A payment the viewer may see: their own, or any for an admin when `admins` is set. Someone else's
 * payment is "not found", so ids of others' payments cannot be probed.
 */
export async function findVisiblePayment(c: AppContainer, viewer: Account, id: unknown, options: { admins: boolean }): Promise<Payment> {
  const payment = typeof id === 'string' && isUuid(id) ? await c.dataSource.manager.findOneBy(Payment, { id }) : null;
  const visible = payment && (payment.accountId === viewer.id || (options.admins && hasRole(viewer, 'admin')));
  if (!visible) throw new AppError(ErrorCode.PAYMENT_NOT_FOUND);
  return payment;
}
