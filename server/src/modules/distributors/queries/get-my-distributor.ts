import type { CommandContext } from '../../../kernel/context.js';
import { requireRole } from '../../auth/index.js';
import { findDistributorView, type DistributorView } from '../distributors.presenter.js';

/** The viewer's own distributor record; null for an admin (who passes the role check) without one. */
export async function getMyDistributor(ctx: CommandContext): Promise<DistributorView | null> {
  const viewer = requireRole(await ctx.viewer(), 'distributor');
  const c = ctx.container;
  return findDistributorView(c.dataSource, { accountId: viewer.id });
}
