import type { CommandContext } from '../../../kernel/context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';
import { requireProfileType } from '../queries/find-profile.js';
import { profileInputSchema } from '../rules/profile-input.js';
import { Profile } from '../profile.entity.js';
import { isPersonType } from '../profile-types.js';
import { displayNameOf } from '../profile-names.js';
import { lockProfileOwner } from '../command-steps/owner-lock.js';
import { asNameTakenError, assertHandleAllowed, assertOrganisationNameFree, deriveHandle, isNameTaken } from '../command-steps/organisation-name.js';
import { profileColumns } from '../command-steps/profile-columns.js';
import { replaceProfileChildren } from '../command-steps/replace-profile-children.js';
import { resolveAffiliations } from '../command-steps/resolve-affiliations.js';
import { oneRow } from '../../../shared/database/one-row.js';

/**
 * Creates a profile of `type` owned by the viewer; the owner's first profile becomes the main one. An organisation
 * sent without a handle (`name`) gets one derived from its display name (organisation-name.ts, deriveHandle); should
 * another creation take that handle first, the unique index refuses this one and it is derived again.
 */
export async function createProfile(ctx: CommandContext, { type, profile: raw }: { type: unknown; profile: unknown }): Promise<Profile> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const profileType = requireProfileType(type);
  const input = parseInput(profileInputSchema(profileType, (url) => c.media.isOwnUrl(url)), raw);
  const derive = !isPersonType(profileType) && input.name === null;
  assertHandleAllowed(input.name, null);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await c.dataSource.transaction(async (manager) => {
        await lockProfileOwner(manager, viewer.id);
        // A derived handle was free when deriveHandle read; one taken since is the unique index's 23505, tried again
        // below. Checked again here, a creation committed between the two reads would be a refusal instead.
        const name = derive ? await deriveHandle(manager, input.displayName ?? '') : input.name;
        if (!derive) await assertOrganisationNameFree(manager, name, null);
        const affiliations = await resolveAffiliations(manager, input, null);
        const { exists } = oneRow<{ exists: boolean }>(await manager.query('SELECT EXISTS (SELECT 1 FROM profile WHERE owner_id = $1)', [viewer.id]));
        const profile = await manager.save(manager.create(Profile, { ...profileColumns({ ...input, name }), type: profileType, ownerId: viewer.id, isMain: !exists }));
        await replaceProfileChildren(manager, { id: profile.id, ownerId: viewer.id, displayName: displayNameOf(profile) }, affiliations, input.achievements);
        return profile;
      });
    } catch (error) {
      if (derive && isNameTaken(error) && attempt < DERIVE_ATTEMPTS) continue;
      throw asNameTakenError(error);
    }
  }
}

/** How many times a derived handle is tried again after losing a race for it. */
const DERIVE_ATTEMPTS = 5;
