import argon2 from 'argon2';

// OWASP ASVS 5.0 L2 minimum for argon2id: m ≥ 19 MiB, t ≥ 2, p = 1.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verified against when the account is unknown, so both answers take about as long.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('Dummy-password-1!');
  await verifyPassword(await dummyHash, password);
  return false;
}
