import type { EntityManager } from 'typeorm';
import { presentProfile, type ProfileJson } from '../profile.presenter.js';
import type { Profile } from '../profile.entity.js';
import { loadAchievements, loadAffiliations } from './load-profile-children.js';
import { oneRow } from '../../../shared/database/one-row.js';

/** Full profile JSON for any number of profiles: their children in two statements, not two per profile. */
export async function presentProfiles(manager: EntityManager, profiles: Profile[]): Promise<ProfileJson[]> {
  const ids = profiles.map((profile) => profile.id);
  const [affiliations, achievements] = await Promise.all([loadAffiliations(manager, ids), loadAchievements(manager, ids)]);
  return profiles.map((profile) => presentProfile(profile, affiliations.get(profile.id) ?? [], achievements.get(profile.id) ?? []));
}

export async function presentOneProfile(manager: EntityManager, profile: Profile): Promise<ProfileJson> {
  return oneRow(await presentProfiles(manager, [profile])); // one view per profile given
}
