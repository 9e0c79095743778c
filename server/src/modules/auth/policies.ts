import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { SCOPE_ROLES, type ApiScope, type RoleName } from '@odance/contract';
import type { Account } from '../account-rows/index.js';

/** Authorisation rules in one place: each command and query calls these on `ctx.viewer()` first (kernel/context.ts); nothing compares roles itself. */

/**
 * Whether the account's role powers are on hold until it enrols a second factor (SECOND_FACTOR_REQUIRED_FOR): the
 * session lookup marks the viewer (modules/auth/sessions.ts), so every role check reads it here.
 */
export function awaitsSecondFactor(viewer: Account): boolean {
  return viewer.roleOnHold === true;
}

/**
 * Whether `account`'s role waits for a second factor: its role is listed in SECOND_FACTOR_REQUIRED_FOR
 * (`config.secondFactorRequiredFor`) and none is enrolled. The session lookup marks its viewer with it (`roleOnHold`).
 */
export function roleAwaitsSecondFactor(account: Pick<Account, 'role' | 'secondFactorAt'>, requiredFor: readonly RoleName[]): boolean {
  return !account.secondFactorAt && requiredFor.includes(account.role);
}

/** The signed-in viewer (or what a caller read for it, e.g. the presented user), else AUTH_UNAUTHORIZED. */
export function requireViewer<T = Account>(viewer: T | null): T {
  if (!viewer) throw new AppError(ErrorCode.AUTH_UNAUTHORIZED);
  return viewer;
}

/**
 * docs/product.md#rules: admin passes every role check. A role whose operations need a second factor
 * (SECOND_FACTOR_REQUIRED_FOR) counts only once one is enrolled; until then the account acts as a member.
 */
export function hasRole(viewer: Account | null, role: RoleName): boolean {
  if (!viewer || awaitsSecondFactor(viewer)) return false;
  return viewer.role === 'admin' || viewer.role === role;
}

/** The viewer holding `role`, else FORBIDDEN, or AUTH_SECOND_FACTOR_ENROLMENT_REQUIRED when only the enrolment is missing. */
export function requireRole(viewer: Account | null, role: RoleName): Account {
  const account = requireViewer(viewer);
  if (!hasRole(account, role)) {
    const wouldHold = account.role === 'admin' || account.role === role;
    throw new AppError(wouldHold && awaitsSecondFactor(account) ? ErrorCode.AUTH_SECOND_FACTOR_ENROLMENT_REQUIRED : ErrorCode.FORBIDDEN);
  }
  return account;
}

/**
 * Whether an app `owner` registers may ask for `scope`: any scope but `admin`, which only an admin's app may ask for
 * (an app anyone can register must not be the way to phish an admin's token: docs/apps.md). Asking is not holding:
 * `distributions` reaches such an app only through a distributor's consent (mayHoldScope below).
 */
export function mayAppAskScope(owner: Account | null, scope: ApiScope): boolean {
  return scope !== 'admin' || hasRole(owner, 'admin');
}

/** Whether the viewer's role may hold `scope` in a token (SCOPE_ROLES): what a token or app may be granted. */
export function mayHoldScope(viewer: Account | null, scope: ApiScope): boolean {
  const role = SCOPE_ROLES[scope];
  return !role || hasRole(viewer, role);
}
