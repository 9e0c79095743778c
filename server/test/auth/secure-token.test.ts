import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../src/modules/auth/secure-token.js';

// Sessions, API tokens and mailed links are stored under hashToken's value: it must stay the hex SHA-256 of the
// token, or every token issued before a change would stop working.
describe('hashToken', () => {
  it('is the hex SHA-256 of the token', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('is what newToken stores a new token under', () => {
    const { token, hash } = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashToken(token));
  });
});
