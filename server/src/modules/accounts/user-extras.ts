import type { Request } from 'express';
import type { AppContainer } from '../../app/container.js';
import { sessionLookupWith } from '../auth/sessions.js';
import { prepared } from '../../shared/database/prepared.js';
import type { ProfileType } from '../profiles/profile-types.js';
import type { Account } from './account.entity.js';
import { presentUser, type UserExtras, type UserJson } from './user.presenter.js';

/**
 * What the user JSON needs beyond the account row: the balance from the ledger (0 before any oDance) and the
 * main profile (null until the user has a profile).
 */
export async function loadUserExtras(c: AppContainer, account: Account): Promise<UserExtras> {
  // One statement for both (the same reads as walletBalance and loadMainProfileSummary): `me` runs on every
  // page load, and under load each round trip to PostgreSQL costs more than the SQL itself (npm run bench).
  const rows: ExtrasRow[] = await c.dataSource.query(
    USER_EXTRAS,
    [account.id],
  );
  return extrasOf(rows[0]);
}

type ExtrasRow = { balance: string | null; profile_id: string | null; type: ProfileType | null; avatar_url: string | null };

function extrasOf(row: ExtrasRow): UserExtras {
  return {
    balance: row.balance === null ? 0 : Number(row.balance),
    mainProfile: row.profile_id ? { id: row.profile_id, type: row.type!, avatar: row.avatar_url ? { url: row.avatar_url } : null } : null,
  };
}

const USER_EXTRAS = prepared(
  `SELECT (SELECT balance FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = $1) AS balance,
          p.id AS profile_id, p.type, p.avatar_url
   FROM (SELECT 1) AS one LEFT JOIN profile p ON p.owner_id = $1 AND p.is_main`,
);

export async function presentViewer(c: AppContainer, account: Account): Promise<UserJson> {
  return presentUser(account, await loadUserExtras(c, account));
}

/**
 * `me`: the signed-in user with its extras. When the request has not looked up its viewer yet (the usual case:
 * `me` alone on every page load), the session lookup, the balance and the main profile are ONE statement
 * (Sessions.resolveWith); otherwise the extras are read as above. The balance is read fresh either way.
 */
export async function presentSignedInUser(c: AppContainer, req: Request): Promise<UserJson | null> {
  if (c.sessions.isResolved(req)) {
    const viewer = await c.sessions.resolve(req);
    return viewer ? presentViewer(c, viewer) : null;
  }
  const found = await c.sessions.resolveWith<ExtrasRow>(req, ME_LOOKUP, []);
  return found ? presentUser(found.viewer, extrasOf(found.row)) : null;
}

// The same reads as USER_EXTRAS, for the session's account `a`.
const ME_LOOKUP = sessionLookupWith(
  `(SELECT balance FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = a.id) AS balance,
          p.id AS profile_id, p.type, p.avatar_url`,
  'LEFT JOIN profile p ON p.owner_id = a.id AND p.is_main',
);
