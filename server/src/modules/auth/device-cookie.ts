import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../kernel/config.js';
import { cookieOf } from '../../shared/http/cookies.js';

/**
 * OWASP's device cookies (Slow Down Online Guessing Attacks with Device Cookies): a browser that signed in to an
 * account successfully carries `odance_device` = nonce.email.signature, signed with SESSION_SECRET. Such a
 * browser has its own sign-in allowance for that account, so failures from anywhere else can lock out untrusted
 * devices only, never the owner's browser (modules/auth/commands/sign-in.ts).
 */
export const DEVICE_COOKIE = 'odance_device';
const MAX_AGE_MS = 365 * 24 * 3_600_000;

function signature(secret: string, nonce: string, email: string): Buffer {
  return createHmac('sha256', secret).update(`device:${nonce}:${email.toLowerCase()}`).digest();
}

/** The device's id when the request carries a valid device cookie for `email`, else null. */
export function trustedDeviceId(req: Request, config: AppConfig, email: string): string | null {
  const value = cookieOf(req, DEVICE_COOKIE);
  if (typeof value !== 'string' || value.length > 512) return null;
  const [nonce, encodedEmail, sig] = value.split('.');
  if (!nonce || !encodedEmail || !sig) return null;
  const cookieEmail = Buffer.from(encodedEmail, 'base64url').toString('utf8');
  if (cookieEmail.toLowerCase() !== email.toLowerCase()) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(config.sessionSecret, nonce, cookieEmail);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** After a successful sign-in: the browser becomes (or stays) a trusted device of this account. */
export function issueDeviceCookie(res: Response, config: AppConfig, email: string, deviceId?: string): void {
  const nonce = deviceId ?? randomBytes(16).toString('base64url');
  const value = `${nonce}.${Buffer.from(email.toLowerCase()).toString('base64url')}.${signature(config.sessionSecret, nonce, email).toString('base64url')}`;
  res.cookie(DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: config.isProduction, path: `${config.apiUrl}/auth`, maxAge: MAX_AGE_MS });
}
