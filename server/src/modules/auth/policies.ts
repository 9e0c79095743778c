import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import type { Account, RoleName } from '../accounts/index.js';

/** Authorisation rules in one place: each command and query calls these on `ctx.viewer()` first (app/request-context.ts); nothing compares roles itself. */
/** The signed-in viewer (or what a caller read for it, e.g. the presented user), else AUTH_UNAUTHORIZED. */
export function requireViewer<T = Account>(viewer: T | null): T {
  if (!viewer) throw new AppError(ErrorCode.AUTH_UNAUTHORIZED);
  return viewer;
}

/** docs/product.md#rules: admin passes every role check. */
export function hasRole(viewer: Account | null, role: RoleName): boolean {
  return Boolean(viewer && (viewer.role === 'admin' || viewer.role === role));
}

export function requireRole(viewer: Account | null, role: RoleName): Account {
  const account = requireViewer(viewer);
  if (!hasRole(account, role)) throw new AppError(ErrorCode.FORBIDDEN);
  return account;
}
