import { z } from 'zod';
import type { AppContainer, RequestContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { type Account, accountsWithGoogleSubjectOrEmail, emailRule, insertGoogleAccount } from '../../account-rows/index.js';
import { completeSignIn } from '../complete-sign-in.js';
import { issueDeviceCookie, trustedDeviceId } from '../device-cookie.js';
import { googleSignInFlow } from '../google/google-strategy.js';
import { secondFactorRequired, startPendingSignIn } from '../second-factor/second-factors.js';

export const GoogleSignInSchema = z.object({ code: z.string().min(1).max(4096), state: z.string().min(1).max(512) });

/** The userinfo claims a sign-in needs; anything else in the answer is ignored. */
export const GoogleClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: emailRule,
  // Google sends a boolean; some OpenID providers send the string.
  email_verified: z.union([z.literal(true), z.literal('true')]),
  given_name: z.string().optional().catch(undefined),
  family_name: z.string().optional().catch(undefined),
  name: z.string().optional().catch(undefined),
});
type GoogleClaims = z.output<typeof GoogleClaimsSchema>;

/**
 * Finishes a Google sign-in started by googleSignInUrl: checks the state against this browser's cookie,
 * exchanges the code, reads the verified address, then signs in the account with that Google subject, or
 * refuses an address registered with a password, or creates the account. Success starts a new session, unless the
 * account has a second factor: then AUTH_SECOND_FACTOR_REQUIRED with `params.pendingSignIn` (docs/decisions.md).
 */
export async function googleSignIn(ctx: RequestContext, raw: unknown): Promise<Account> {
  const { container: c, req, res } = ctx;
  const flow = googleSignInFlow(c);
  if (!flow) throw new AppError(ErrorCode.NOT_IMPLEMENTED_YET);
  const input = GoogleSignInSchema.safeParse(raw ?? {});
  // A missing or malformed field means a broken sign-in attempt: the SSO codes, not VALIDATION_FAILED.
  if (!input.success) {
    const badState = input.error.issues.some((issue) => issue.path[0] === 'state');
    throw new AppError(badState ? ErrorCode.AUTH_INVALID_SSO_STATE : ErrorCode.AUTH_INVALID_SSO_CODE);
  }

  const profile = await flow.exchangeCode(req, res, input.data);
  const claims = GoogleClaimsSchema.safeParse(profile._json);
  if (!claims.success) throw new AppError(ErrorCode.AUTH_FAILED_TO_GET_USER_DATA);

  const account = await findOrCreateAccount(c, claims.data);
  if (!account.active || account.deletedAt) throw new AppError(ErrorCode.AUTH_ACCOUNT_NOT_ACTIVE);
  if (account.secondFactorAt) {
    // Google proved the first factor; the second is asked by the page with this pending sign-in
    // (POST /auth/signin/second-factor, commands/sign-in-second-step.ts). No session until then.
    const manager = c.dataSource.manager;
    throw await secondFactorRequired(manager, account.id, await startPendingSignIn(manager, account.id));
  }
  const deviceId = trustedDeviceId(req, c.config, account.email);
  const mailed = await c.dataSource.transaction((manager) => completeSignIn(c, req, res, account, manager, deviceId !== null));
  if (mailed) void c.mailer.kick();
  issueDeviceCookie(res, c.config, account.email, deviceId ?? undefined);
  return account;
}

async function findOrCreateAccount(c: AppContainer, claims: GoogleClaims): Promise<Account> {
  const { manager } = c.dataSource;
  // Two rounds: when a concurrent sign-in of the same person wins the insert, the second round finds its row
  // (ON CONFLICT DO NOTHING waits for the winner to commit, so its row is visible to the next statement).
  for (let round = 0; round < 2; round += 1) {
    // ONE statement for both lookups, so both see the same snapshot. With two, a concurrent first sign-in
    // of the same person could commit between them: the subject lookup missed, the email lookup found that
    // person's new row and took it for another Google identity (409 AUTH_EMAIL_ALREADY_IN_USE).
    const found = await accountsWithGoogleSubjectOrEmail(manager, claims.sub, claims.email);
    const bySubject = found.find((account) => account.googleSubject === claims.sub);
    if (bySubject) return bySubject;
    const byEmail = found.find((account) => account.email === claims.email);
    if (byEmail?.authMethod === 'email') throw new AppError(ErrorCode.AUTH_ACCOUNT_REGISTERED_WITH_EMAIL);
    // The address belongs to another Google identity: never merge two Google accounts on an email.
    if (byEmail) throw new AppError(ErrorCode.AUTH_EMAIL_ALREADY_IN_USE);

    const approvedAt = c.config.accountApproval === 'auto' ? new Date() : null;
    const { firstName, lastName } = namesOf(claims);
    // Both unique indexes (email, google_subject) decide between concurrent first sign-ins: one row wins.
    const created = await insertGoogleAccount(manager, { email: claims.email, firstName, lastName, googleSubject: claims.sub, approvedAt });
    if (created) return created;
  }
  throw new AppError(ErrorCode.AUTH_EMAIL_ALREADY_IN_USE);
}

/**
 * Names from the profile, cut to the columns' limits (in characters, as PostgreSQL counts): given_name,
 * else the first word of name, else the address's local part; family_name, else the rest of name when
 * given_name was missing too, else "-" (the user can edit both later).
 */
export function namesOf(claims: Pick<GoogleClaims, 'email' | 'given_name' | 'family_name' | 'name'>): { firstName: string; lastName: string } {
  const [firstWord = '', ...otherWords] = (claims.name ?? '').trim().split(/\s+/);
  const given = clip(claims.given_name, 32);
  const firstName = given || clip(firstWord, 32) || clip(claims.email.split('@')[0], 32);
  const lastName = clip(claims.family_name, 64) || (given ? '' : clip(otherWords.join(' '), 64)) || '-';
  return { firstName, lastName };
}

function clip(value: string | undefined, max: number): string {
  return Array.from((value ?? '').trim()).slice(0, max).join('').trim();
}
