import argon2 from 'argon2';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';

// OWASP ASVS 5.0 L2 minimum for argon2id: m ≥ 19 MiB, t ≥ 2, p = 1.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's thread pool (4 threads), which also reads static files and media. At most
 * HASH_CONCURRENCY hashes run at once, so two threads always stay free for everything else; at most HASH_QUEUE
 * wait, and past that a request is refused at once with 503 and Retry-After instead of waiting for seconds.
 */
const HASH_CONCURRENCY = 2;
const HASH_QUEUE = 32;
let running = 0;
const waiting: Array<() => void> = [];

/** Counters for tests and metrics: how many argon2 operations ran and how many were refused. */
export const passwordWork = { hashes: 0, verifications: 0, refused: 0 };

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE) {
      passwordWork.refused += 1;
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, { reason: 'busy', retryAfter: 2 });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter (running stays the same), else it is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => {
    passwordWork.hashes += 1;
    return argon2.hash(password, OPTIONS);
  });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return withHashSlot(async () => {
    passwordWork.verifications += 1;
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

// Verified against when the account is unknown, so both answers take about as long.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= argon2.hash('Dummy-password-1!', OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
