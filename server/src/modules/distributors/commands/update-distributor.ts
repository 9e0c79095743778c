import { collectionWithinCredit } from '@odance/contract';
import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import { percentToBasisPoints } from '../distribution-economics.js';
import { lockDistributor, usedLimitOf } from '../distributor-lock.js';
import { distributorIdRule, limitRule, marginPercentRule } from '../distributor-rules.js';
import { findDistributorView, type DistributorView } from '../distributors.presenter.js';

export const UpdateDistributorSchema = z.object({
  distributorId: distributorIdRule,
  creditLimit: limitRule.nullish(),
  collectionLimit: limitRule.nullish(),
  marginPercent: marginPercentRule.nullish(),
});

/**
 * Admin: changes a distributor's terms; fields left out keep their value. The new terms must keep the
 * collection limit within the credit limit, and the credit limit must still cover what is used now
 * (VALIDATION_FAILED creditLimit tooShort, with `min`). A new margin applies to later distributions only.
 */
export async function updateDistributor(ctx: CommandContext, raw: unknown): Promise<DistributorView> {
  requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  const input = parseInput(UpdateDistributorSchema, raw);
  await c.dataSource.transaction(async (manager) => {
    const distributor = await lockDistributor(manager, { id: input.distributorId }, 'update');
    const creditLimit = input.creditLimit ?? distributor.creditLimit;
    const collectionLimit = input.collectionLimit ?? distributor.collectionLimit;
    if (!collectionWithinCredit({ creditLimit, collectionLimit })) throw AppError.validation('collectionLimit', 'mismatch', { max: creditLimit });
    const used = await usedLimitOf(manager, distributor);
    if (creditLimit < used) throw AppError.validation('creditLimit', 'tooShort', { min: used });
    const marginBasisPoints = input.marginPercent == null ? distributor.marginBasisPoints : percentToBasisPoints(input.marginPercent);
    await manager.query(
      'UPDATE distributor SET credit_limit = $2, collection_limit = $3, margin_basis_points = $4, updated_at = now() WHERE id = $1',
      [distributor.id, creditLimit, collectionLimit, marginBasisPoints],
    );
  });
  return (await findDistributorView(c.dataSource, { id: input.distributorId }))!;
}
