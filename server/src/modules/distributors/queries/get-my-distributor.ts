import type { AppContainer } from '../../../app/container.js';
import type { Account } from '../../accounts/account.entity.js';
import { findDistributorView, type DistributorView } from '../distributor-view.js';

/** The viewer's own distributor record; null for an admin (who passes the role check) without one. */
export function getMyDistributor(c: AppContainer, viewer: Account): Promise<DistributorView | null> {
  return findDistributorView(c.dataSource, { accountId: viewer.id });
}
