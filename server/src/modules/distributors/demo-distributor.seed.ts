import { actingAs } from '../auth/index.js';
import type { AppContainer } from '../../kernel/context.js';
import { findFirstActiveAdmin } from '../account-rows/index.js';
import { DEMO_OWNER_PASSWORD } from '../profiles/index.js';
import { createDistributor } from './commands/create-distributor.js';

/**
 * The demo distributor is one of the demo profiles' owners (profiles/seed): an account that already exists in
 * a demo database, so seeding it adds no account (the set of demo accounts stays as the other tests know it).
 */
export const DEMO_DISTRIBUTOR_EMAIL = 'demo-owner-5@odance.local';
export const DEMO_DISTRIBUTOR_PASSWORD = DEMO_OWNER_PASSWORD;
/** Its terms: enough room to try distributions and reach a collection. */
export const DEMO_DISTRIBUTOR_TERMS = { creditLimit: 1000, collectionLimit: 500, marginPercent: 10 };

/**
 * Outside production (and unless SEED_DEMO=false), the demo distributor account gets its distributor record
 * through the module's own command (ledger accounts, role), run as the first admin. Idempotent: an account that already has one, even
 * deactivated, is left alone, and nothing happens when the demo account does not exist.
 */
export async function seedDemoDistributor(c: AppContainer): Promise<void> {
  if (c.config.isProduction || !c.config.seedDemo) return;
  const rows: Array<{ id: string; has_distributor: boolean }> = await c.dataSource.query(
    `SELECT a.id, EXISTS (SELECT 1 FROM distributor d WHERE d.account_id = a.id) AS has_distributor
     FROM account a WHERE a.email = $1 AND a.deleted_at IS NULL AND a.active AND a.role <> 'admin'`,
    [DEMO_DISTRIBUTOR_EMAIL],
  );
  const account = rows[0];
  if (!account || account.has_distributor) return;
  // Made as an admin makes one: the bootstrap admin (accounts/bootstrap.seed.ts) runs the command.
  const admin = await findFirstActiveAdmin(c.dataSource.manager);
  if (!admin) return;
  await createDistributor(actingAs(c, admin), { accountId: account.id, ...DEMO_DISTRIBUTOR_TERMS });
  c.logger.info({ email: DEMO_DISTRIBUTOR_EMAIL, ...DEMO_DISTRIBUTOR_TERMS }, 'demo distributor created (development only)');
}
