import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { AppConfig } from '../../../kernel/config.js';
import type { AppContainer } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { hashToken } from '../secure-token.js';
import { Passkey, SignInChallenge } from './second-factor.entities.js';

/** A WebAuthn ceremony's challenge lives 5 minutes (the browser's own prompt times out after 1) and works once. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

export type PasskeyCeremony = 'passkey_registration' | 'passkey_sign_in';

/**
 * The relying party: oDance as the browser sees it. The RP ID is APP_URL's host name and the only accepted origin is
 * APP_URL's origin, so a passkey made for oDance is never asked for, nor accepted, on another site.
 */
export function relyingParty(config: Pick<AppConfig, 'appUrl'>): { rpID: string; rpName: string; origin: string } {
  const url = new URL(config.appUrl);
  return { rpID: url.hostname, rpName: 'oDance', origin: url.origin };
}

const base64url = z.string().min(1, 'required').max(4096, 'tooLong').regex(/^[A-Za-z0-9_-]+$/, 'invalid');

/** What `startAuthentication()` of @simplewebauthn/browser answers, bounded before any of it is decoded. */
export const PasskeyAssertionSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key', 'invalid'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>;

/**
 * A passkey given as a second factor (`passkey` beside `totpCode` in a sign-in body): its challenge is spent before
 * the caller's transaction, so a refused assertion cannot be tried again.
 */
export async function spendPasskeyProof(c: AppContainer, assertion: PasskeyAssertion | undefined): Promise<{ assertion: PasskeyAssertion; challenge: string } | undefined> {
  if (assertion === undefined) return undefined;
  const { challenge, accountId } = await spendChallenge(c, 'passkey_sign_in', assertion.response.clientDataJSON);
  if (accountId !== null) throw AppError.validation('passkey', 'invalid');
  return { assertion, challenge };
}

/** What `startRegistration()` answers. */
export const PasskeyAttestationSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key', 'invalid'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url.max(16_384, 'tooLong'),
    transports: z.array(z.string().max(32)).max(8).optional(),
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** Remembers a challenge just sent to the browser (its SHA-256 is the row's key), for `accountId` or anyone. */
export async function rememberChallenge(manager: EntityManager, purpose: PasskeyCeremony, challenge: string, accountId: string | null): Promise<void> {
  await manager.insert(SignInChallenge, {
    tokenHash: hashToken(challenge),
    accountId,
    purpose,
    challenge,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_MS),
  });
}

/**
 * Spends the challenge the browser signed (read from its clientDataJSON): deleted whether or not the rest verifies,
 * in its own statement (committed at once), so a response is tried once. Answers the account it was issued to (null
 * for a passwordless sign-in's); an unknown, spent or expired challenge is VALIDATION_FAILED (`passkey`, invalid).
 */
export async function spendChallenge(c: AppContainer, purpose: PasskeyCeremony, clientDataJSON: string): Promise<{ challenge: string; accountId: string | null }> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw AppError.validation('passkey', 'invalid');
  }
  if (typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 200) throw AppError.validation('passkey', 'invalid');
  const [rows]: [Array<{ account_id: string | null }>, number] = await c.dataSource.query(
    `DELETE FROM sign_in_challenge WHERE token_hash = $1 AND purpose = $2 AND challenge = $3 AND expires_at > now() RETURNING account_id`,
    [hashToken(challenge), purpose, challenge],
  );
  const [spent] = rows;
  if (!spent) throw AppError.validation('passkey', 'invalid');
  return { challenge, accountId: spent.account_id };
}

/**
 * Checks a passkey assertion inside the caller's transaction: the challenge (spent beforehand by spendChallenge), the
 * origin and RP ID, user verification, the signature over the stored public key, and the signature counter, which
 * must grow (a cloned authenticator replaying an older state is refused; authenticators that keep no counter send
 * 0 forever, which passes). The passkey row is locked, so two assertions cannot both move one counter. Answers the
 * passkey's account; when `accountId` is given the passkey must be that account's. Anything wrong is
 * VALIDATION_FAILED (`passkey`, invalid).
 */
export async function verifyPasskeyAssertion(
  c: AppContainer,
  manager: EntityManager,
  assertion: PasskeyAssertion,
  challenge: string,
  accountId?: string,
): Promise<string> {
  const passkey = await manager.createQueryBuilder(Passkey, 'p').where('p.id = :id', { id: assertion.id }).setLock('pessimistic_write').getOne();
  if (!passkey || (accountId !== undefined && passkey.accountId !== accountId)) throw AppError.validation('passkey', 'invalid');
  // The user handle is the account id given at enrolment (begin-passkey-enrolment.ts); a mismatch is another account's.
  if (assertion.response.userHandle !== undefined && Buffer.from(assertion.response.userHandle, 'base64url').toString('utf8') !== passkey.accountId)
    throw AppError.validation('passkey', 'invalid');
  const { rpID, origin } = relyingParty(c.config);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: { id: passkey.id, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports ?? undefined },
    });
    if (!result.verified) throw new Error('not verified');
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    throw AppError.validation('passkey', 'invalid');
  }
  await manager.update(Passkey, { id: passkey.id }, { counter: newCounter, lastUsedAt: new Date() });
  return passkey.accountId;
}
