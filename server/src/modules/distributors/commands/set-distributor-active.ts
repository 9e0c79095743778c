import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { parseInput, requiredOrInvalid } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import { lockEligibleAccount, setDistributorRole } from '../distributor-account.js';
import { lockDistributor } from '../distributor-lock.js';
import { distributorIdRule } from '../distributor-rules.js';
import { findDistributorView, type DistributorView } from '../distributors.presenter.js';

export const SetDistributorActiveSchema = z.object({
  distributorId: distributorIdRule,
  active: z.boolean({ error: requiredOrInvalid }),
});

/**
 * Admin: deactivating stops distributions at once (in-flight ones finish first: the exclusive lock waits for
 * them) and returns the account's role to user; what is used and owed stays and can still be collected.
 * Reactivating needs the account to be eligible again and gives the distributor role back.
 */
export async function setDistributorActive(ctx: CommandContext, raw: unknown): Promise<DistributorView> {
  requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  const input = parseInput(SetDistributorActiveSchema, raw);
  await c.dataSource.transaction(async (manager) => {
    const distributor = await lockDistributor(manager, { id: input.distributorId }, 'update');
    if (distributor.active === input.active) return;
    if (input.active) await lockEligibleAccount(manager, distributor.accountId);
    await manager.query('UPDATE distributor SET active = $2, updated_at = now() WHERE id = $1', [distributor.id, input.active]);
    await setDistributorRole(manager, distributor.accountId, input.active ? 'distributor' : 'user');
  });
  return (await findDistributorView(c.dataSource, { id: input.distributorId }))!;
}
