import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { DataSource, EntityManager } from 'typeorm';
import { API_SCOPES, deleteOAuthSessionOfToken, deleteOAuthSessionsOfGrant, insertOAuthSession } from '../auth/index.js';
import { clientMetadata, type OAuthClientRow, OAUTH_CLIENT_COLUMNS } from './oauth-client.presenter.js';

/**
 * oidc-provider's storage: every model in the one table `oauth_payload` (migrations/1796800000000-OAuthProvider.js),
 * shared by all replicas; `expires_at` is purged by the retention job. Two models are special:
 * - `Client`: read from `oauth_client`, the apps admins register; a disabled app is not found, so the provider
 *   refuses it everywhere.
 * - `AccessToken`: also written as a `session` row of kind 'oauth' (hash, account, API scopes, expiry, grant,
 *   client), so a bearer request is authenticated by the one session lookup (modules/auth/sessions.ts), and
 *   revoking the token, its grant or its app deletes that row in the same transaction.
 */
export function oauthAdapter(
  dataSource: DataSource,
  clientSecret: (row: OAuthClientRow) => string | undefined,
  announceRevoked: AnnounceRevoked,
): new (model: string) => Adapter {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const grantId = payload.grantId ?? (this.model === 'Grant' ? id : null);
      await dataSource.transaction(async (manager) => {
        await manager.query(
          `INSERT INTO oauth_payload (model, id, payload, grant_id, uid, user_code, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid,
             user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
          [this.model, id, payload, grantId, payload.uid ?? null, payload.userCode ?? null, expiresAt],
        );
        if (this.model === 'AccessToken' && payload.accountId && expiresAt) {
          const scopes = String(payload.scope ?? '')
            .split(' ')
            .filter((scope) => (API_SCOPES as readonly string[]).includes(scope));
          await insertOAuthSession(manager, { token: id, accountId: payload.accountId, scopes, expiresAt, grantId, clientId: payload.clientId ?? null });
        }
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') return this.findClient(id);
      const rows: Array<{ payload: AdapterPayload; consumed_at: Date | null }> = await dataSource.query(
        `SELECT payload, consumed_at FROM oauth_payload WHERE model = $1 AND id = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, id],
      );
      return rows[0] && withConsumed(rows[0]);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const rows: Array<{ payload: AdapterPayload; consumed_at: Date | null }> = await dataSource.query(
        `SELECT payload, consumed_at FROM oauth_payload WHERE model = $1 AND uid = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, uid],
      );
      return rows[0] && withConsumed(rows[0]);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const rows: Array<{ payload: AdapterPayload; consumed_at: Date | null }> = await dataSource.query(
        `SELECT payload, consumed_at FROM oauth_payload WHERE model = $1 AND user_code = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, userCode],
      );
      return rows[0] && withConsumed(rows[0]);
    }

    async consume(id: string): Promise<void> {
      await dataSource.query(`UPDATE oauth_payload SET consumed_at = now() WHERE model = $1 AND id = $2`, [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await dataSource.transaction(async (manager) => {
        await manager.query(`DELETE FROM oauth_payload WHERE model = $1 AND id = $2`, [this.model, id]);
        if (this.model !== 'AccessToken') return;
        const ended = await deleteOAuthSessionOfToken(manager, id);
        await announceRevoked(manager, ended);
      });
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await revokeGrant(dataSource, grantId, announceRevoked);
    }

    private async findClient(clientId: string): Promise<AdapterPayload | undefined> {
      const rows: OAuthClientRow[] = await dataSource.query(`SELECT ${OAUTH_CLIENT_COLUMNS} FROM oauth_client WHERE client_id = $1 AND active`, [clientId]);
      return rows[0] && (clientMetadata(rows[0], clientSecret(rows[0])));
    }
  };
}

/** Tells every replica that credentials of these accounts ended, in the transaction that ended them (Sessions). */
export type AnnounceRevoked = (manager: EntityManager, accountIds: string[]) => Promise<void>;

/** Deletes a grant with every code and token issued under it, including the access tokens' session rows. */
export async function revokeGrant(dataSource: DataSource, grantId: string, announceRevoked: AnnounceRevoked): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const [removed]: [Array<{ account_id: string | null }>, number] = await manager.query(
      `DELETE FROM oauth_payload WHERE grant_id = $1 RETURNING payload->>'accountId' AS account_id`,
      [grantId],
    );
    await deleteOAuthSessionsOfGrant(manager, grantId);
    await announceRevoked(manager, removed.flatMap((row) => (row.account_id ? [row.account_id] : [])));
  });
}

/**
 * Everything the provider holds for an account: its grants with every code, refresh and access token issued under
 * them, and its provider sign-in sessions (Sessions.endAll calls it with the account's other credentials).
 */
export async function revokeGrantsOfAccount(manager: EntityManager, accountId: string): Promise<void> {
  await manager.query(
    `DELETE FROM oauth_payload
     WHERE payload->>'accountId' = $1 OR grant_id IN (SELECT id FROM oauth_payload WHERE model = 'Grant' AND payload->>'accountId' = $1)`,
    [accountId],
  );
}

// The provider expects `consumed` (seconds since the epoch) on a consumed code or refresh token.
function withConsumed(row: { payload: AdapterPayload; consumed_at: Date | null }): AdapterPayload {
  return row.consumed_at ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : row.payload;
}
