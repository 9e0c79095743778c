import DataLoader from 'dataloader';
import type { AppContainer, CommandContext } from '../../kernel/context.js';
import type { ProfileAchievement } from './profile-achievement.entity.js';
import type { ProfileAffiliation } from './profile-affiliation.entity.js';
import { loadAchievements, loadAffiliations } from './queries/load-profile-children.js';
import { loadMembers } from './queries/load-members.js';
import type { Profile } from './profile.entity.js';

export interface ProfileLoaders {
  profileAffiliations: DataLoader<string, ProfileAffiliation[]>;
  profileAchievements: DataLoader<string, ProfileAchievement[]>;
  profileMembers: DataLoader<string, Profile[]>;
}

/**
 * Per request: every profile of a list asks for its children, DataLoader gathers the ids of one tick
 * into one statement each. (The owner needs no loader: the profile JSON only exposes its id.)
 */
export function createProfileLoaders(c: AppContainer): ProfileLoaders {
  const manager = c.dataSource.manager;
  return {
    profileAffiliations: new DataLoader(async (ids) => {
      const groups = await loadAffiliations(manager, ids);
      return ids.map((id) => groups.get(id) ?? []);
    }),
    profileAchievements: new DataLoader(async (ids) => {
      const groups = await loadAchievements(manager, ids);
      return ids.map((id) => groups.get(id) ?? []);
    }),
    profileMembers: new DataLoader(async (ids) => {
      const groups = await loadMembers(manager, ids);
      return ids.map((id) => groups.get(id) ?? []);
    }),
  };
}

const loadersOfContext = new WeakMap<CommandContext, ProfileLoaders>();

/**
 * The request's profile loaders, made on first use (most requests, `me` or a transfer, never load profile
 * children) and kept against the request's context, so every field of one request batches into the same loader.
 */
export function profileLoadersOf(ctx: CommandContext): ProfileLoaders {
  let loaders = loadersOfContext.get(ctx);
  if (!loaders) loadersOfContext.set(ctx, (loaders = createProfileLoaders(ctx.container)));
  return loaders;
}
