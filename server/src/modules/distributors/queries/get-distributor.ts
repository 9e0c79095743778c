import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import { readableDistributorId } from '../distributor-access.js';
import { findDistributorView, type DistributorView } from '../distributors.presenter.js';

/** One distributor: any for an admin, otherwise only the viewer's own (see readableDistributorId). */
export async function getDistributor(ctx: CommandContext, { id }: { id: unknown }): Promise<DistributorView> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const distributorId = await readableDistributorId(c, viewer, id);
  return (await findDistributorView(c.dataSource, { id: distributorId }))!;
}
