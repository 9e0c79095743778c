import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import type { PageInfo } from '../../../shared/database/page-query.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { pageRule, pageSizeRule } from '../../../shared/validation/list-rules.js';
import { requireViewer } from '../../auth/index.js';
import { Payment } from '../payment.entity.js';

export const MyPaymentsInput = z.object({ page: pageRule, pageSize: pageSizeRule });

export interface MyPaymentsPageView extends PageInfo {
  payments: Payment[];
}

/**
 * The viewer's payments, newest first. Paged by TypeORM's findAndCount rather than queryPage: the presenter
 * takes Payment entities (camelCase properties), which raw snake_case rows are not.
 */
export async function listMyPayments(ctx: CommandContext, raw: unknown): Promise<MyPaymentsPageView> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const { page, pageSize } = parseInput(MyPaymentsInput, raw);
  const [payments, total] = await c.dataSource.manager.findAndCount(Payment, {
    where: { accountId: viewer.id },
    order: { createdAt: 'DESC', id: 'DESC' },
    skip: (page - 1) * pageSize,
    take: pageSize,
  });
  return { payments, total, page, pageSize };
}
