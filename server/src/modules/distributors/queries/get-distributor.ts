import type { AppContainer } from '../../../app/container.js';
import type { Account } from '../../accounts/account.entity.js';
import { readableDistributorId } from '../distributor-access.js';
import { findDistributorView, type DistributorView } from '../distributor-view.js';

/** One distributor: any for an admin, otherwise only the viewer's own (see readableDistributorId). */
export async function getDistributor(c: AppContainer, viewer: Account, id: unknown): Promise<DistributorView> {
  const distributorId = await readableDistributorId(c, viewer, id);
  return (await findDistributorView(c.dataSource, { id: distributorId }))!;
}
