import type { AppContainer } from '../../kernel/context.js';
import { hashPassword } from '../auth/index.js';
import type { RoleName } from '../account-rows/index.js';
import { oneRow } from '../../shared/database/one-row.js';

interface SeedAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: RoleName;
}

// Printed at start in development so the product can be tried at once.
export const DEMO_ACCOUNTS: SeedAccount[] = [
  { email: 'admin@odance.local', password: 'Admin123!', firstName: 'Ada', lastName: 'Admin', role: 'admin' },
  { email: 'dancer@odance.local', password: 'Dancer123!', firstName: 'Dana', lastName: 'Dancer', role: 'user' },
];

/** Creates an active, confirmed account unless one has that address. */
async function ensureAccount(c: AppContainer, account: SeedAccount): Promise<boolean> {
  const rows: unknown[] = await c.dataSource.query(
    `INSERT INTO account (email, password_hash, first_name, last_name, role, active, email_confirmed_at, approved_at, auth_method)
     VALUES ($1, $2, $3, $4, $5, true, now(), now(), 'email') ON CONFLICT (email) DO NOTHING RETURNING id`,
    [account.email.toLowerCase(), await hashPassword(account.password), account.firstName, account.lastName, account.role],
  );
  return rows.length > 0;
}

/** ADMIN_EMAIL/ADMIN_PASSWORD: the operator's admin, created at start if missing. */
export async function seedConfiguredAdmin(c: AppContainer): Promise<void> {
  const admin = c.config.admin;
  if (!admin) return;
  if (await ensureAccount(c, { ...admin, firstName: 'Admin', lastName: 'oDance', role: 'admin' })) {
    c.logger.info({ email: admin.email }, 'created the configured admin account');
  }
}

/** Outside production, an empty database gets a demo admin and a demo user. */
export async function seedDemoAccounts(c: AppContainer): Promise<void> {
  if (c.config.isProduction || !c.config.seedDemo) return;
  const { count } = oneRow<{ count: string }>(await c.dataSource.query('SELECT count(*) FROM account'));
  if (Number(count) > (c.config.admin ? 1 : 0)) return;
  for (const account of DEMO_ACCOUNTS) await ensureAccount(c, account);
  c.logger.info({ emails: DEMO_ACCOUNTS.map(({ email }) => email) }, 'demo accounts created (development only)');
}
