import type { EntityManager } from 'typeorm';
import { hashToken } from './secure-token.js';

// The `session` rows of kind 'oauth': modules/oauth's access tokens mirrored here so a bearer request is
// authenticated by the one session lookup (sessions.ts). modules/oauth decides when (oauth-adapter.ts,
// commands/disable-apps-of-erased-owner.ts); this module owns the table. Each is one statement in the caller's
// transaction; the deleting ones answer the accounts whose tokens ended, for Sessions.announceRevoked.

/** An OAuth access token's bearer session (its token hashed here); a second write of one token is a no-op. */
export async function insertOAuthSession(
  manager: EntityManager,
  input: { token: string; accountId: string; scopes: string[]; expiresAt: Date; grantId: string | null; clientId: string | null },
): Promise<void> {
  await manager.query(
    `INSERT INTO session (token_hash, account_id, kind, scopes, expires_at, last_seen_at, oauth_grant_id, oauth_client_id)
     VALUES ($1, $2, 'oauth', $3, $4, now(), $5, $6) ON CONFLICT (token_hash) DO NOTHING`,
    [hashToken(input.token), input.accountId, input.scopes, input.expiresAt, input.grantId, input.clientId],
  );
}

/** Ends the bearer session of one OAuth access token. */
export async function deleteOAuthSessionOfToken(manager: EntityManager, token: string): Promise<string[]> {
  // TypeORM answers a DELETE … RETURNING with [rows, affected].
  const [ended]: [Array<{ account_id: string }>, number] = await manager.query(
    `DELETE FROM session WHERE token_hash = $1 AND kind = 'oauth' RETURNING account_id`,
    [hashToken(token)],
  );
  return ended.map((row) => row.account_id);
}

/** Ends the bearer sessions of every access token issued under one grant. */
export async function deleteOAuthSessionsOfGrant(manager: EntityManager, grantId: string): Promise<void> {
  await manager.query(`DELETE FROM session WHERE oauth_grant_id = $1 AND kind = 'oauth'`, [grantId]);
}

/** Ends the bearer sessions of every access token issued to these apps. */
export async function deleteOAuthSessionsOfClients(manager: EntityManager, clientIds: string[]): Promise<string[]> {
  const [ended]: [Array<{ account_id: string }>, number] = await manager.query(
    `DELETE FROM session WHERE kind = 'oauth' AND oauth_client_id = ANY($1::text[]) RETURNING account_id`,
    [clientIds],
  );
  return ended.map((row) => row.account_id);
}
