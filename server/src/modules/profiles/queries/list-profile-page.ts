import type { AppContainer } from '../../../app/container.js';
import type { ProfileJson } from '../profile.presenter.js';
import { listProfiles, type ProfileListScope } from './list-profiles.js';
import { parseProfileListQuery } from './profile-list-query.js';
import { presentProfiles } from './present-profiles.js';

export interface ProfilePageJson {
  profiles: ProfileJson[];
  total: number;
  /** More profiles match than `total` says: it stopped counting at PROFILE_TOTAL_CAP. */
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
}

/** A list request as REST answers it: `{profiles, total, totalIsCapped, page, pageSize}` with full profile JSON. */
export async function listProfilePage(c: AppContainer, rawQuery: unknown, scope: ProfileListScope = {}): Promise<ProfilePageJson> {
  const manager = c.dataSource.manager;
  const { capped, ...page } = await listProfiles(manager, parseProfileListQuery(rawQuery), scope);
  return { ...page, totalIsCapped: capped, profiles: await presentProfiles(manager, page.profiles) };
}
