import { hash, randomBytes } from 'node:crypto';

/** A random URL-safe token for a cookie or a mailed link, and the hash under which it is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

// crypto.hash: one call, no Hash object (every signed-in request hashes its token).
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
