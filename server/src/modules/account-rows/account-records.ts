import type { EntityManager } from 'typeorm';
import { Account } from './account.entity.js';

// The `account` rows modules/auth creates and changes when someone signs up, signs in with Google or resets a
// password: this module owns the table, auth decides when (modules/auth/commands/sign-up.ts, google-sign-in.ts,
// reset-password.ts). Each function is the one statement auth used to send itself, in the caller's transaction.

/** Whether an account holds this address (the column is citext: any case). */
export function isEmailTaken(manager: EntityManager, email: string): Promise<boolean> {
  return manager.existsBy(Account, { email });
}

/**
 * Creates an inactive, unconfirmed password account; null when the address is taken. The unique index decides
 * between concurrent sign-ups with one address: one row, the other gets null.
 */
export async function insertPasswordAccount(
  manager: EntityManager,
  input: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<string | null> {
  const inserted: Array<{ id: string }> = await manager.query(
    `INSERT INTO account (email, password_hash, first_name, last_name, auth_method)
     VALUES ($1, $2, $3, $4, 'email') ON CONFLICT (email) DO NOTHING RETURNING id`,
    [input.email, input.passwordHash, input.firstName, input.lastName],
  );
  return inserted[0]?.id ?? null;
}

/** The accounts holding this Google subject or this address, in ONE statement so both are read in one snapshot. */
export function accountsWithGoogleSubjectOrEmail(manager: EntityManager, googleSubject: string, email: string): Promise<Account[]> {
  return manager.find(Account, { where: [{ googleSubject }, { email }] });
}

/**
 * Creates a Google account (address confirmed; approved and active when `approvedAt` is set) and reads it back;
 * null when either unique index (email, google_subject) already holds the row of a concurrent first sign-in.
 */
export async function insertGoogleAccount(
  manager: EntityManager,
  input: { email: string; firstName: string; lastName: string; googleSubject: string; approvedAt: Date | null },
): Promise<Account | null> {
  const inserted: Array<{ id: string }> = await manager.query(
    `INSERT INTO account (email, first_name, last_name, auth_method, google_subject, email_confirmed_at, approved_at, active)
     VALUES ($1, $2, $3, 'google', $4, now(), $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
    [input.email, input.firstName, input.lastName, input.googleSubject, input.approvedAt, input.approvedAt !== null],
  );
  const [row] = inserted;
  return row ? manager.findOneByOrFail(Account, { id: row.id }) : null;
}

/**
 * Sets the password chosen from a mailed reset link, and confirms the address if it was not (the link proves it).
 * Returns the account as it was read, for the "password changed" mail.
 */
export async function setPasswordFromResetLink(manager: EntityManager, accountId: string, passwordHash: string): Promise<Account> {
  const account = await manager.findOneByOrFail(Account, { id: accountId });
  await manager.update(Account, accountId, { passwordHash, emailConfirmedAt: account.emailConfirmedAt ?? new Date() });
  return account;
}

/** The account with this id, erased or not; null when there is none. */
export function findAccountById(manager: EntityManager, accountId: string): Promise<Account | null> {
  return manager.findOneBy(Account, { id: accountId });
}

/** The account holding this address (any case), erased or not; null when there is none. */
export function findAccountByEmail(manager: EntityManager, email: string): Promise<Account | null> {
  return manager.findOneBy(Account, { email });
}

/** Whether the account may take part (active) and whether it is erased; null when there is none. One statement. */
export async function accountStanding(manager: EntityManager, accountId: string): Promise<{ active: boolean; deletedAt: Date | null } | null> {
  const [row]: Array<{ active: boolean; deleted_at: Date | null }> = await manager.query(`SELECT active, deleted_at FROM account WHERE id = $1`, [accountId]);
  return row ? { active: row.active, deletedAt: row.deleted_at } : null;
}

/** The oldest active admin (the demo data's recorder of collections); null when there is none. */
export function findFirstActiveAdmin(manager: EntityManager): Promise<Account | null> {
  return manager.findOne(Account, { where: { role: 'admin', active: true }, order: { createdAt: 'ASC' } });
}

/** Records when the account last signed in (modules/auth/complete-sign-in.ts). */
export async function recordSignInTime(manager: EntityManager, accountId: string, at: Date): Promise<void> {
  await manager.update(Account, accountId, { lastSignInAt: at });
}

/**
 * Confirms the account's address from its mailed link, and with `autoApprove` (ACCOUNT_APPROVAL=auto) approves and
 * activates an account never approved. Returns the account as saved.
 */
export async function confirmAccountEmail(manager: EntityManager, accountId: string, autoApprove: boolean): Promise<Account> {
  const account = await manager.findOneByOrFail(Account, { id: accountId });
  const now = new Date();
  account.emailConfirmedAt ??= now;
  if (autoApprove && !account.approvedAt) {
    account.approvedAt = now;
    account.active = true;
  }
  await manager.save(account);
  return account;
}

/**
 * Keeps `second_factor_at` (what the role rule and the sign-in read without a join) true to the account's factors,
 * in one statement: set (its first time kept) while `enrolledSql` holds, null once it does not. The condition is
 * modules/auth's, over its own factor tables, with the account id as $1 (auth/second-factor/second-factors.ts).
 * Answers whether it is set.
 */
export async function setSecondFactorAtWhile(manager: EntityManager, accountId: string, enrolledSql: string): Promise<boolean> {
  const [row]: Array<{ enrolled: boolean }> = await manager.query(
    `UPDATE account SET second_factor_at = CASE
        WHEN ${enrolledSql}
        THEN COALESCE(second_factor_at, now()) END
      WHERE id = $1 RETURNING second_factor_at IS NOT NULL AS enrolled`,
    [accountId],
  );
  return Boolean(row?.enrolled);
}

/**
 * The demo profiles' owners (modules/profiles/seed/demo-profiles.seed.ts): active, confirmed accounts "Demo Owner N"
 * for these addresses, created if missing, all with one password hash (hashing is the slow part). Answers their ids
 * in address order.
 */
export async function ensureDemoOwnerAccounts(manager: EntityManager, emails: string[], passwordHash: string): Promise<string[]> {
  await manager.query(
    `INSERT INTO account (email, password_hash, first_name, last_name, role, active, email_confirmed_at, approved_at, auth_method)
     SELECT email, $2, 'Demo', 'Owner ' || ordinality, 'user', true, now(), now(), 'email'
     FROM unnest($1::text[]) WITH ORDINALITY AS t(email, ordinality)
     ON CONFLICT (email) DO NOTHING`,
    [emails, passwordHash],
  );
  const rows: Array<{ id: string }> = await manager.query('SELECT id FROM account WHERE email = ANY($1) ORDER BY email', [emails]);
  return rows.map((row) => row.id);
}
