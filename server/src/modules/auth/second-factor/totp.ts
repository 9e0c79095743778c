import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP as the product fixes it (RFC 6238: SHA-1, 6 digits, 30-second steps) over otplib, whose defaults these
 * are. `nowMs` comes from the container's clock, so tests compute codes at fixed times.
 */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'oDance';

export function newTotpSecret(): string {
  // 20 random bytes (160 bits, RFC 4226's recommended length), Base32 as authenticator apps read it.
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/**
 * The time step a code matches, or null. One step of clock drift either way is accepted (a phone a little off);
 * a step at or before `afterStep` (the last accepted one) is refused, so a code works once.
 */
export async function matchTotp(secret: string, code: string, nowMs: number, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(nowMs / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  // `delta`: how many steps from now the code matched (-1, 0, +1).
  return result.valid ? Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta : null;
}
