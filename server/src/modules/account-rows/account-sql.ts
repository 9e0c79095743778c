import { Account } from './account.entity.js';

// The account table's SQL for the one-statement reads of other modules: they compose these pieces and never name
// the table or its columns (the session lookup: modules/auth/sessions.ts; a transfer's parties:
// modules/ledger/commands/transfer-odance.ts). Why one statement: docs/decisions.md#one-round-trip.

/**
 * The signed-in account of `id` (an SQL expression: the session's account), as a subquery for a LATERAL join:
 * only an active, unerased account signs in. `OFFSET 0` keeps PostgreSQL from flattening it into a join, so each
 * session finds its account by primary key whatever the table's size (docs/decisions.md#session-lookup-plans).
 */
export function signedInAccountSql(id: string): string {
  return `SELECT id, email, password_hash, first_name, last_name, role, active, email_confirmed_at, auth_method, google_subject, created_at, updated_at,
            mail_on_transfer_received, second_factor_at
     FROM account WHERE account.id = ${id} AND account.active AND account.deleted_at IS NULL OFFSET 0`;
}

/**
 * The account a row of `signedInAccountSql` describes. A plain instance, not manager.create (which walks the
 * entity's metadata on every request). `roleOnHold` is the caller's to set (modules/auth/sessions.ts).
 */
export function signedInAccountOf(row: Record<string, unknown>): Account {
  return Object.assign(new Account(), {
    id: row.id as string,
    email: row.email as string,
    passwordHash: row.password_hash as string | null,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    role: row.role as Account['role'],
    active: row.active as boolean,
    emailConfirmedAt: row.email_confirmed_at as Date | null,
    secondFactorAt: row.second_factor_at as Date | null,
    authMethod: row.auth_method as Account['authMethod'],
    googleSubject: row.google_subject as string | null,
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
    mailOnTransferReceived: row.mail_on_transfer_received as boolean,
    deletedAt: null,
  });
}

/** What a party to a movement needs of an account: its names, and whether it exists, is erased or inactive. */
export type AccountPartyRow = {
  party_id: string | null;
  party_first_name: string;
  party_last_name: string;
  party_active: boolean;
  party_deleted_at: Date | null;
};

/**
 * The account of `id` (an SQL expression: a parameter) as a party, in the columns of AccountPartyRow: `columns` for
 * the SELECT list, `join` (a LEFT JOIN: no such account reads as null columns) after the FROM.
 */
export function accountPartySql(id: string): { columns: string; join: string } {
  return {
    columns: `party.id AS party_id, party.first_name AS party_first_name, party.last_name AS party_last_name, party.active AS party_active,
          party.deleted_at AS party_deleted_at`,
    join: `LEFT JOIN account party ON party.id = ${id}`,
  };
}
