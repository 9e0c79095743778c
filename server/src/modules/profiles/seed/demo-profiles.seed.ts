import type { AppContainer } from '../../../kernel/context.js';
import { ensureDemoOwnerAccounts } from '../../account-rows/index.js';
import { hashPassword } from '../../auth/index.js';
import { ProfileAchievement } from '../profile-achievement.entity.js';
import { ProfileAffiliation } from '../profile-affiliation.entity.js';
import { Profile } from '../profile.entity.js';
import { buildDemoProfiles } from './demo-profile-data.js';
import { renderDemoImages } from './demo-images.js';
import { oneRow } from '../../../shared/database/one-row.js';

export const DEMO_OWNER_COUNT = 5;
export const DEMO_OWNER_PASSWORD = 'DemoOwner123!';

/**
 * Outside production (and unless SEED_DEMO=false), an empty profiles table gets 40 profiles of every type,
 * owned by a few demo accounts, with locally drawn avatars, styles, countries, affiliations and achievements:
 * the explore page is alive on first start. A handful of bulk statements; well under a few seconds.
 */
export async function seedDemoProfiles(c: AppContainer): Promise<void> {
  if (c.config.isProduction || !c.config.seedDemo) return;
  const { exists } = oneRow<{ exists: boolean }>(await c.dataSource.query('SELECT EXISTS (SELECT 1 FROM profile)'));
  if (exists) return;

  const started = Date.now();
  const [images, ownerIds] = await Promise.all([renderDemoImages(c.media), ensureDemoOwners(c)]);
  const { profiles, affiliations, achievements } = buildDemoProfiles(ownerIds, images);
  await c.dataSource.transaction(async (manager) => {
    await manager.insert(Profile, profiles);
    await manager.insert(ProfileAffiliation, affiliations);
    await manager.insert(ProfileAchievement, achievements);
  });
  c.logger.info({ profiles: profiles.length, ms: Date.now() - started }, 'demo profiles created (development only)');
}

/** demo-owner-N@odance.local, active and confirmed; one password hash shared by all (hashing is the slow part). */
async function ensureDemoOwners(c: AppContainer): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_OWNER_PASSWORD);
  const emails = Array.from({ length: DEMO_OWNER_COUNT }, (_, i) => `demo-owner-${i + 1}@odance.local`);
  return ensureDemoOwnerAccounts(c.dataSource.manager, emails, passwordHash);
}
