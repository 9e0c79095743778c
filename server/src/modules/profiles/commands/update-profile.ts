import { defaultDisplayName } from '@odance/contract';
import type { EntityManager } from 'typeorm';
import type { CommandContext } from '../../../kernel/context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { hasRole, requireViewer } from '../../auth/index.js';
import { requireProfileEditor } from '../profile-policies.js';
import { loadAchievements, loadAffiliations } from '../queries/load-profile-children.js';
import { profileInputSchema } from '../rules/profile-input.js';
import { presentProfile } from '../profile.presenter.js';
import { displayNameOf } from '../profile-names.js';
import { Profile } from '../profile.entity.js';
import { findProfileForWrite } from '../command-steps/find-profile-for-write.js';
import { asNameTakenError, assertHandleAllowed, assertOrganisationNameFree } from '../command-steps/organisation-name.js';
import { profileColumns } from '../command-steps/profile-columns.js';
import { replaceProfileChildren } from '../command-steps/replace-profile-children.js';
import { resolveAffiliations } from '../command-steps/resolve-affiliations.js';

/**
 * Changes a profile. Fields left out keep their values; fields sent (null or [] to clear) replace them.
 * The merged whole is validated as on creation, so the rules hold whatever subset is sent.
 * The type never changes; a path naming another type is 404.
 */
export async function updateProfile(ctx: CommandContext, { id, profile: raw, pathType }: { id: unknown; profile: unknown; pathType?: unknown }): Promise<Profile> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  try {
    return await c.dataSource.transaction(async (manager) => {
      const profile = await findProfileForWrite(manager, id, pathType);
      requireProfileEditor(viewer, profile);
      const current = await currentInput(manager, profile);
      const sent = keepHandle(sentFields(raw));
      const input = parseInput(profileInputSchema(profile.type, (url) => c.media.isOwnUrl(url)), { ...current, ...followsName(current, sent), ...sent });
      assertHandleAllowed(input.name, profile.name);
      await assertOrganisationNameFree(manager, input.name, profile.id);
      const affiliations = await resolveAffiliations(manager, input, profile.id);
      const columns = profileColumns(input);
      // A verification vouches for the name people read: an owner who renames the organisation loses it (an admin's
      // own edit keeps it), so a verified badge cannot be carried over to another name.
      const renamed = columns.name !== profile.name || displayNameOf(columns) !== displayNameOf(profile);
      const unverify = renamed && profile.verifiedAt !== null && !hasRole(viewer, 'admin') ? { verifiedAt: null } : {};
      await manager.update(Profile, profile.id, { ...columns, ...unverify, updatedAt: new Date() });
      await replaceProfileChildren(manager, { id: profile.id, ownerId: profile.ownerId, displayName: displayNameOf(columns) }, affiliations, input.achievements, new Set(current.achievements.map((a) => a.id)));
      // Links to this profile show its current name, and keep it should the profile be deleted.
      const shown = displayNameOf(columns);
      if (shown !== displayNameOf(profile)) {
        await manager.query('UPDATE profile_affiliation SET name = $2 WHERE linked_profile_id = $1', [profile.id, shown]);
      }
      return manager.findOneByOrFail(Profile, { id: profile.id });
    });
  } catch (error) {
    throw asNameTakenError(error);
  }
}

/** The stored profile in the input's shape, so a partial update can be merged over it. */
async function currentInput(manager: EntityManager, profile: Profile) {
  const [affiliations, achievements] = await Promise.all([loadAffiliations(manager, [profile.id]), loadAchievements(manager, [profile.id])]);
  return presentProfile(profile, affiliations.get(profile.id) ?? [], achievements.get(profile.id) ?? []);
}

/**
 * A display name that is the default of the stored name was never chosen: it follows a new name sent without a
 * display name, by being left out so the rule takes the new name's default.
 */
function followsName(current: { name?: string; displayName: string }, sent: Record<string, unknown>): { displayName?: null } {
  const isDefault = current.name !== undefined && current.displayName === defaultDisplayName(current.name);
  return isDefault && 'name' in sent && !('displayName' in sent) ? { displayName: null } : {};
}

/** A handle sent blank or null is not a change: a profile keeps its handle (it is derived only on creation). */
function keepHandle(sent: Record<string, unknown>): Record<string, unknown> {
  if (!('name' in sent) || (typeof sent.name === 'string' && sent.name.trim() !== '')) return sent;
  if (sent.name !== null && typeof sent.name !== 'string') return sent;
  const { name: _blank, ...rest } = sent;
  return rest;
}

/** The keys the client sent with a value (undefined means "not sent"; GraphQL leaves absent fields undefined). */
function sentFields(raw: unknown): Record<string, unknown> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined));
}
