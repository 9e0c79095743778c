import { seedConfiguredAdmin, seedDemoAccounts } from '../modules/accounts/bootstrap.seed.js';
import { seedDemoDistributor } from '../modules/distributors/demo-distributor.seed.js';
import { seedDemoProfiles } from '../modules/profiles/seed/demo-profiles.seed.js';
import type { AppContainer } from '../kernel/context.js';

/**
 * Seeding entry point, run at every start. Each seed decides for itself whether it applies
 * (e.g. demo data only into an empty database outside production) and must be idempotent.
 */
export type Seed = (container: AppContainer) => Promise<void>;

const seeds: Seed[] = [seedConfiguredAdmin, seedDemoAccounts, seedDemoProfiles, seedDemoDistributor];

export async function runSeeds(container: AppContainer): Promise<void> {
  for (const seed of seeds) await seed(container);
}
