import { hashPassword } from '../../src/modules/auth/password.js';
import type { RoleName } from '../../src/modules/accounts/account.entity.js';
import type { TestApp } from './test-app.js';
import { HttpClient } from './http-client.js';

let sequence = 0;

// One argon2 hash per distinct password: factories make many accounts at once, and the app's hashing queue
// (src/modules/auth/password.ts) would refuse a factory's flood as it refuses a client's.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export interface AccountOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  role?: RoleName;
  active?: boolean;
  confirmed?: boolean;
  authMethod?: 'email' | 'google';
}

/** Test factory: an account row with sensible defaults and any overrides, written straight to the database. */
export async function createAccount(app: TestApp, overrides: AccountOverrides = {}) {
  sequence += 1;
  const account = {
    email: overrides.email ?? `person${sequence}-${Date.now()}@example.com`,
    password: overrides.password ?? 'Secret123!',
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? `Person${sequence}`,
    role: overrides.role ?? 'user',
    active: overrides.active ?? true,
    confirmed: overrides.confirmed ?? true,
    authMethod: overrides.authMethod ?? 'email',
  };
  const hash = account.authMethod === 'email' ? await hashOnce(account.password) : null;
  const [{ id }]: Array<{ id: string }> = await app.container.dataSource.query(
    `INSERT INTO account (email, password_hash, first_name, last_name, role, active, email_confirmed_at, approved_at, auth_method)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [account.email, hash, account.firstName, account.lastName, account.role, account.active, account.confirmed ? new Date() : null, account.active ? new Date() : null, account.authMethod],
  );
  return { id, ...account };
}

/** An HTTP client signed in as a fresh account (or the one given). */
export async function signedInClient(app: TestApp, overrides: AccountOverrides = {}) {
  const account = await createAccount(app, overrides);
  const client = new HttpClient(app.url);
  const res = await client.post('/api/auth/signin', { email: account.email, password: account.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.text}`);
  return { client, account };
}
