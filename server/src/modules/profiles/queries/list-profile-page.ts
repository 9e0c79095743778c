import type { AppContainer } from '../../../app/container.js';
import type { ProfileJson } from '../profile.presenter.js';
import { listProfiles, type ProfileListScope } from './list-profiles.js';
import { parseProfileListQuery } from './profile-list-query.js';
import { presentProfiles } from './present-profiles.js';

export interface ProfilePageJson {
  profiles: ProfileJson[];
  total: number;
  page: number;
  pageSize: number;
}

/** A list request as REST answers it: `{profiles, total, page, pageSize}` with full profile JSON. */
export async function listProfilePage(c: AppContainer, rawQuery: unknown, scope: ProfileListScope = {}): Promise<ProfilePageJson> {
  const manager = c.dataSource.manager;
  const page = await listProfiles(manager, parseProfileListQuery(rawQuery), scope);
  return { ...page, profiles: await presentProfiles(manager, page.profiles) };
}
