/**
 * Idempotency keys for transfers (docs/product.md): one key per attempt, made in the browser. Sending the same
 * attempt again (after a network error, a timeout, a double click) reuses its key, so the server performs it
 * at most once; a changed form is another attempt and gets a new key, and so does the next one after success.
 */
export interface Attempt {
  /** What is being sent; a different fingerprint is a different attempt. */
  fingerprint: string;
  /** 8–100 of A–Z a–z 0–9 _ - (the server's rule). */
  key: string;
}

/** The attempt to send `fingerprint` with: the previous one while nothing changed, else a fresh key. */
export function attemptFor(previous: Attempt | null, fingerprint: string, newKey: () => string = newIdempotencyKey): Attempt {
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}

/** Identifies a transfer's content: recipient, amount and message as they will be sent. */
export const transferFingerprint = (recipientId: string, amount: number, message: string): string =>
  JSON.stringify([recipientId, amount, message.trim()]);

/** A random UUID; without crypto.randomUUID (only in secure contexts) the same 122 random bits by hand. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // Version 4 and the RFC 4122 variant; bytes 6 and 8 exist in the 16 just filled.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
