import { z } from 'zod';
import type { AppContainer } from '../../../app/container.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import type { Account } from '../../accounts/account.entity.js';
import { pageRule, pageSizeRule } from '../../ledger/ledger-rules.js';
import { Payment } from '../payment.entity.js';

export const MyPaymentsInput = z.object({ page: pageRule, pageSize: pageSizeRule });

export interface MyPaymentsPage {
  payments: Payment[];
  total: number;
  page: number;
  pageSize: number;
}

/** The viewer's payments, newest first. */
export async function listMyPayments(c: AppContainer, viewer: Account, raw: unknown): Promise<MyPaymentsPage> {
  const { page, pageSize } = parseInput(MyPaymentsInput, raw);
  const [payments, total] = await c.dataSource.manager.findAndCount(Payment, {
    where: { accountId: viewer.id },
    order: { createdAt: 'DESC', id: 'DESC' },
    skip: (page - 1) * pageSize,
    take: pageSize,
  });
  return { payments, total, page, pageSize };
}
