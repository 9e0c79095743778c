import { afterEach, describe, expect, it, vi } from 'vitest';
import { attemptFor, newIdempotencyKey, transferFingerprint } from './attempt-key';

const SERVER_RULE = /^[A-Za-z0-9_-]{8,100}$/;

describe('transfer attempts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the key while the same transfer is sent again, and makes a new one when it changes', () => {
    let n = 0;
    const key = () => `key-${++n}-abcdef`;
    const first = attemptFor(null, transferFingerprint('bob', 10, 'hi'), key);
    expect(first.key).toBe('key-1-abcdef');
    // A retry after a network error: same recipient, amount and message.
    expect(attemptFor(first, transferFingerprint('bob', 10, ' hi '), key)).toBe(first);
    // Any change is another attempt.
    expect(attemptFor(first, transferFingerprint('bob', 11, 'hi'), key).key).toBe('key-2-abcdef');
    expect(attemptFor(first, transferFingerprint('eve', 10, 'hi'), key).key).toBe('key-3-abcdef');
    expect(attemptFor(first, transferFingerprint('bob', 10, 'hello'), key).key).toBe('key-4-abcdef');
    // After a success the caller forgets the attempt: the next one gets a new key.
    expect(attemptFor(null, transferFingerprint('bob', 10, 'hi'), key).key).toBe('key-5-abcdef');
  });

  it('makes keys the server accepts, different every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(SERVER_RULE);
  });

  it('still makes UUIDs where crypto.randomUUID is missing (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xab) });
    const key = newIdempotencyKey();
    expect(key).toMatch(SERVER_RULE);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
