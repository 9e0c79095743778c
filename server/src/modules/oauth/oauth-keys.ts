import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { OAuthClientRow } from './oauth-client.presenter.js';

export interface OAuthServerKeys {
  /** Signing keys (private JWKs), newest first: the first signs, the others still verify. */
  jwks: Array<Record<string, unknown>>;
  /** Keys of the provider's signed cookies, newest first. */
  cookieKeys: string[];
}

// Kept after a rotation, so ID tokens and cookies signed just before it still verify.
const KEPT_KEYS = 3;

/**
 * The provider's keys, shared by every replica: generated into the database once (the first replica to start
 * wins, the others read its row) and rotated on purpose with `npm run oauth:rotate-keys` (then restart the
 * replicas one by one).
 */
export async function loadOAuthKeys(dataSource: DataSource): Promise<OAuthServerKeys> {
  await dataSource.query(
    `INSERT INTO oauth_payload (model, id, payload) VALUES ('ServerKeys', 'current', $1) ON CONFLICT (model, id) DO NOTHING`,
    [{ jwks: [newSigningKey()], cookieKeys: [randomBytes(32).toString('base64url')] } satisfies OAuthServerKeys],
  );
  const [row] = (await dataSource.query(`SELECT payload FROM oauth_payload WHERE model = 'ServerKeys' AND id = 'current'`)) as [{ payload: OAuthServerKeys }];
  return row.payload;
}

/** Puts a new signing key and cookie key first, keeping the previous ones for verification. */
export async function rotateOAuthKeys(dataSource: DataSource): Promise<OAuthServerKeys> {
  return dataSource.transaction(async (manager) => {
    const [row] = (await manager.query(`SELECT payload FROM oauth_payload WHERE model = 'ServerKeys' AND id = 'current' FOR UPDATE`)) as Array<{ payload: OAuthServerKeys }>;
    const next: OAuthServerKeys = {
      jwks: [newSigningKey(), ...(row?.payload.jwks ?? [])].slice(0, KEPT_KEYS),
      cookieKeys: [randomBytes(32).toString('base64url'), ...(row?.payload.cookieKeys ?? [])].slice(0, KEPT_KEYS),
    };
    await manager.query(
      `INSERT INTO oauth_payload (model, id, payload) VALUES ('ServerKeys', 'current', $1) ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload`,
      [next],
    );
    return next;
  });
}

function newSigningKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
}

/**
 * A confidential client's secret is derived, never stored: HMAC of SESSION_SECRET over the client id and the
 * row's salt. A database leak alone does not reveal it; a new salt is a new secret.
 */
export function clientSecretOf(sessionSecret: string): (row: OAuthClientRow) => string | undefined {
  return (row) =>
    row.confidential && row.secret_salt
      ? createHmac('sha256', sessionSecret).update(`oauth-client:${row.client_id}:${row.secret_salt}`).digest('base64url')
      : undefined;
}
