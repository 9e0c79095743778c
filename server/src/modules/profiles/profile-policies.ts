import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import type { Account } from '../account-rows/index.js';
import { hasRole } from '../auth/index.js';
import type { Profile } from './profile.entity.js';

/** docs/product.md: only the owner, or an admin, changes a profile. Reads are public. */
export function canEditProfile(viewer: Account | null, profile: Pick<Profile, 'ownerId'>): boolean {
  return Boolean(viewer && (viewer.id === profile.ownerId || hasRole(viewer, 'admin')));
}

export function requireProfileEditor(viewer: Account, profile: Pick<Profile, 'ownerId'>): void {
  if (!canEditProfile(viewer, profile)) throw new AppError(ErrorCode.FORBIDDEN);
}
