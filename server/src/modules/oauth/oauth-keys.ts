import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { OAuthClientRow } from './oauth-client.presenter.js';

export interface OAuthServerKeys {
  /** Signing keys (private JWKs), newest first: the first signs (from `signFrom`), the others still verify. */
  jwks: Array<Record<string, unknown>>;
  /** Keys of the provider's signed cookies, newest first, the same way. */
  cookieKeys: string[];
  /**
   * When the newest keys start signing (ISO time), set by a rotation. Until then every replica publishes and
   * verifies them while the previous ones still sign, so no replica signs with a key another cannot verify yet.
   * Absent (keys made before this existed, or the first keys): they sign.
   */
  signFrom?: string;
}

// Kept after a rotation, so ID tokens and cookies signed just before it still verify.
const KEPT_KEYS = 3;
export { DEFAULT_KEYS_REFRESH_MS } from '../../kernel/config.js';
/** A rotation's new keys sign this many refresh periods after it: every running replica has read them by then. */
export const PUBLISH_PERIODS = 3;

/**
 * The provider's keys, shared by every replica: generated into the database once (the first replica to start
 * wins, the others read its row) and rotated on purpose with `npm run oauth:rotate-keys` (published first, signing
 * later: no restart needed, each replica re-reads them).
 */
export async function loadOAuthKeys(dataSource: DataSource): Promise<OAuthServerKeys> {
  const found = await readOAuthKeys(dataSource);
  if (found) return found;
  await dataSource.query(
    `INSERT INTO oauth_payload (model, id, payload) VALUES ('ServerKeys', 'current', $1) ON CONFLICT (model, id) DO NOTHING`,
    [{ jwks: [newSigningKey()], cookieKeys: [randomBytes(32).toString('base64url')] } satisfies OAuthServerKeys],
  );
  return (await readOAuthKeys(dataSource))!;
}

/** The stored keys as they are (no key generated): what a replica re-reads. */
export async function readOAuthKeys(dataSource: DataSource): Promise<OAuthServerKeys | undefined> {
  const [row] = await dataSource.query<Array<{ payload: OAuthServerKeys }>>(`SELECT payload FROM oauth_payload WHERE model = 'ServerKeys' AND id = 'current'`);
  return row?.payload;
}

/**
 * The keys in the order the provider takes them at `now`: the key that signs first (oidc-provider and Koa's
 * cookies sign with the first one that fits, and verify with all). Before `signFrom` the newest key goes second.
 */
export function keysInUse(keys: OAuthServerKeys, now = Date.now()): Pick<OAuthServerKeys, 'jwks' | 'cookieKeys'> {
  const pending = keys.signFrom !== undefined && Date.parse(keys.signFrom) > now;
  const signerSecond = <T>(list: T[]): T[] => {
    const [first, second, ...rest] = list;
    return pending && first !== undefined && second !== undefined ? [second, first, ...rest] : list;
  };
  return { jwks: signerSecond(keys.jwks), cookieKeys: signerSecond(keys.cookieKeys) };
}

/**
 * Phase one of a rotation: a new signing key and cookie key go first, kept for verification only until
 * `signFrom` (phase two starts by itself then). The previous keys are kept. A rotation while another one is still
 * being published is refused: its keys might drop a key some replica still signs with.
 */
export async function rotateOAuthKeys(dataSource: DataSource, signFrom: Date): Promise<OAuthServerKeys> {
  return dataSource.transaction(async (manager) => {
    const [row] = await manager.query<Array<{ payload: OAuthServerKeys }>>(`SELECT payload FROM oauth_payload WHERE model = 'ServerKeys' AND id = 'current' FOR UPDATE`);
    const pendingUntil = row?.payload.signFrom;
    if (pendingUntil && Date.parse(pendingUntil) > Date.now()) throw new Error(`the previous rotation's keys sign from ${pendingUntil}: rotate again after that`);
    const next: OAuthServerKeys = {
      jwks: [newSigningKey(), ...(row?.payload.jwks ?? [])].slice(0, KEPT_KEYS),
      cookieKeys: [randomBytes(32).toString('base64url'), ...(row?.payload.cookieKeys ?? [])].slice(0, KEPT_KEYS),
      signFrom: signFrom.toISOString(),
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
