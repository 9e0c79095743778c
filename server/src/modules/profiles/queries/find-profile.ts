import { isUuid, ORGANISATION_NAME_PATTERN, PROFILE_LIMITS } from '@odance/contract';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { isProfileType, type ProfileType } from '../profile-types.js';
import { Profile } from '../profile.entity.js';

/** A type from a path or argument; anything else is 404, as for a page that does not exist. */
export function requireProfileType(value: unknown): ProfileType {
  if (!isProfileType(value)) throw new AppError(ErrorCode.NOT_FOUND, { resource: 'profileType' });
  return value;
}

/**
 * The profile with this id (and this type, when the caller's path names one), or 404.
 */
export async function findProfileOrFail(
  manager: EntityManager,
  id: unknown,
  options: { type?: unknown } = {},
): Promise<Profile> {
  const type = options.type === undefined ? undefined : requireProfileType(options.type);
  if (typeof id !== 'string' || !isUuid(id)) throw new AppError(ErrorCode.NOT_FOUND, { resource: 'profile' });
  const profile = await manager.findOneBy(Profile, { id });
  if (!profile || (type && profile.type !== type)) throw new AppError(ErrorCode.NOT_FOUND, { resource: 'profile' });
  return profile;
}

/**
 * The organisation whose handle (`name`, the `/@handle` address) this is, whatever its case, or 404. People have
 * no handle; anything that cannot be one is simply not found.
 */
export async function findProfileByHandleOrFail(manager: EntityManager, handle: unknown): Promise<Profile> {
  const text = typeof handle === 'string' ? handle.replace(/^@/, '') : '';
  if (text === '' || text.length > PROFILE_LIMITS.name || !ORGANISATION_NAME_PATTERN.test(text)) throw new AppError(ErrorCode.NOT_FOUND, { resource: 'profile' });
  const profile = await manager.findOneBy(Profile, { name: text });
  if (!profile) throw new AppError(ErrorCode.NOT_FOUND, { resource: 'profile' });
  return profile;
}
