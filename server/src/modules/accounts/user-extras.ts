import type { Request } from 'express';
import type { AppContainer, SessionLookup } from '../../kernel/context.js';
import { prepared } from '../../shared/database/prepared.js';
import { viewerCapabilities } from '../auth/index.js';
import { walletBalanceSql } from '../ledger/index.js';
import { mainProfileJoinSql, type ProfileType } from '../profiles/index.js';
import type { Account } from '../account-rows/index.js';
import { presentUser, type UserExtras, type UserJson } from './account.presenter.js';
import { oneRow } from '../../shared/database/one-row.js';

/**
 * What the user JSON needs beyond the account row: the balance from the ledger (0 before any oDance) and the
 * main profile (null until the user has a profile).
 */
export async function loadUserExtras(c: AppContainer, account: Account): Promise<UserExtras> {
  // One statement for both (the wallet's balance and the main profile): `me` runs on every page load
  // (docs/decisions.md#one-round-trip).
  const rows: ExtrasRow[] = await c.dataSource.query(USER_EXTRAS, [account.id]);
  return extrasOf(oneRow(rows)); // FROM (SELECT $1) with outer joins: always one row
}

type ExtrasRow = { balance: string | null; profile_id: string | null; type: ProfileType | null; avatar_url: string | null };

function extrasOf(row: ExtrasRow): UserExtras {
  return {
    balance: row.balance === null ? 0 : Number(row.balance),
    mainProfile: row.profile_id ? { id: row.profile_id, type: row.type!, avatar: row.avatar_url ? { url: row.avatar_url } : null } : null,
  };
}

// The extras of an account (`accountId`, an SQL expression), each piece from the module that owns its table: alone
// (USER_EXTRAS) or folded into the session lookup (meLookupStatement).
const extrasSql = (accountId: string) => ({
  columns: `${walletBalanceSql(accountId)} AS balance,\n          p.id AS profile_id, p.type, p.avatar_url`,
  joins: mainProfileJoinSql(accountId, 'p'),
});
const ALONE = extrasSql('a.id');
const USER_EXTRAS = prepared(`SELECT ${ALONE.columns} FROM (SELECT $1::uuid AS id) AS a ${ALONE.joins}`);

export async function presentViewer(c: AppContainer, account: Account): Promise<UserJson> {
  return presentUser(account, await loadUserExtras(c, account), viewerCapabilities(account, c.config.secondFactorRequiredFor));
}

/**
 * `me`: the signed-in user with its extras. When the request has not looked up its viewer yet (the usual case:
 * `me` alone on every page load), the session lookup, the balance and the main profile are ONE statement
 * (Sessions.resolveWith); otherwise the extras are read as above. The balance is read fresh either way.
 */
export async function presentSignedInUser(c: AppContainer, req: Request): Promise<UserJson | null> {
  const found = await c.sessions.resolveWith<ExtrasRow>(req, meLookupStatement(c), []);
  if (!found) return null;
  const extras = found.row ? extrasOf(found.row) : await loadUserExtras(c, found.viewer);
  return presentUser(found.viewer, extras, viewerCapabilities(found.viewer, c.config.secondFactorRequiredFor));
}

let meLookup: SessionLookup | undefined;

/**
 * The session lookup with `me`'s extras (a bearer GraphQL request looks this up front: app/http.ts). One object
 * for the process (sessions batch by statement), made on first use.
 */
export function meLookupStatement(c: AppContainer): SessionLookup {
  return (meLookup ??= c.sessions.lookupWith(extrasSql));
}
