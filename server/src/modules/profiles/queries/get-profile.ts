import type { AppContainer } from '../../../kernel/context.js';
import type { ProfileJson } from '../profile.presenter.js';
import { findProfileOrFail } from './find-profile.js';
import { presentOneProfile } from './present-profiles.js';

/** A public profile page: anyone may read it. */
export async function getProfile(c: AppContainer, type: unknown, id: unknown): Promise<ProfileJson> {
  const manager = c.dataSource.manager;
  return presentOneProfile(manager, await findProfileOrFail(manager, id, { type }));
}
