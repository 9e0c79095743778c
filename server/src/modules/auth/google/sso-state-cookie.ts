import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Response } from 'express';

export const SSO_STATE_COOKIE = 'odance_google_sso';
export const SSO_STATE_LIFETIME_MS = 10 * 60_000;

/** What one sign-in attempt must remember between `GET …/url` and `POST …/callback`. */
export interface SsoState {
  state: string;
  verifier: string;
  expiresAt: number;
}

/**
 * Seals an SsoState into a cookie value with AES-256-GCM under a key derived from the session secret:
 * the browser carries it but can neither read the PKCE verifier nor forge or alter the state. Nothing is
 * kept in process memory or the database, so any replica can finish a sign-in another one started.
 */
export class SsoStateSealer {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    // A key of its own (HKDF with a distinct label), not the session secret itself.
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, '', 'odance:google-sso-state', 32));
  }

  seal(value: SsoState): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The sealed state, or null when the value was not sealed with this key or was altered. */
  unseal(sealed: string): SsoState | null {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 12 + 16 + 2 || raw.length > 2048) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      const value = JSON.parse(json) as Partial<SsoState>;
      if (typeof value.state !== 'string' || typeof value.verifier !== 'string' || typeof value.expiresAt !== 'number') return null;
      return { state: value.state, verifier: value.verifier, expiresAt: value.expiresAt };
    } catch {
      return null;
    }
  }
}

/**
 * What the Google strategy is handed instead of the Express request (see google-strategy.ts):
 * the callback's code and state, the browser's cookies, and the response to set the state cookie on.
 */
export interface StrategyRequest {
  query: Record<string, never>;
  body: { code?: string; state?: string };
  cookies: Record<string, unknown>;
  res: Response;
}

type StoreCallback = (err: Error | null, state?: string) => void;
type VerifyCallback = (err: Error | null, ok: string | false, info?: { message: string }) => void;

/**
 * A passport-oauth2 state store for PKCE that keeps the state and the code verifier in a short-lived,
 * sealed, HttpOnly cookie instead of `req.session` (which this app does not have). passport-oauth2 tells
 * the PKCE form of `store` by its arity (5) and calls `verify` with 3 arguments: keep the parameter lists.
 */
export class CookieStateStore {
  constructor(
    private readonly sealer: SsoStateSealer,
    private readonly cookie: { path: string; secure: boolean },
  ) {}

  store(req: StrategyRequest, verifier: string, _state: unknown, _meta: unknown, callback: StoreCallback): void {
    const state = randomBytes(24).toString('base64url');
    const sealed = this.sealer.seal({ state, verifier, expiresAt: Date.now() + SSO_STATE_LIFETIME_MS });
    req.res.cookie(SSO_STATE_COOKIE, sealed, { ...this.cookieOptions(), maxAge: SSO_STATE_LIFETIME_MS });
    callback(null, state);
  }

  /** One attempt per sign-in URL: the cookie is cleared whatever the outcome. */
  verify(req: StrategyRequest, providedState: string, callback: VerifyCallback): void {
    const sealed = req.cookies[SSO_STATE_COOKIE];
    req.res.clearCookie(SSO_STATE_COOKIE, this.cookieOptions());
    const saved = typeof sealed === 'string' ? this.sealer.unseal(sealed) : null;
    // The expiry inside the seal counts, not the cookie's Max-Age, which the browser controls.
    if (!saved || saved.expiresAt <= Date.now() || !safeEqual(saved.state, providedState)) {
      return callback(null, false, { message: 'Invalid authorization request state.' });
    }
    callback(null, saved.verifier);
  }

  private cookieOptions() {
    return { httpOnly: true, sameSite: 'lax', secure: this.cookie.secure, path: this.cookie.path } as const;
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
