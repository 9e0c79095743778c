import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import { requireProfileEditor } from '../profile-policies.js';
import { Profile } from '../profile.entity.js';
import { findProfileForWrite } from '../command-steps/find-profile-for-write.js';

/** Makes a profile its owner's main one (the avatar in the header); the previous main one stops being it. */
export async function setMainProfile(ctx: CommandContext, { id }: { id: unknown }): Promise<Profile> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  return c.dataSource.transaction(async (manager) => {
    const profile = await findProfileForWrite(manager, id);
    requireProfileEditor(viewer, profile);
    // Two statements: the partial unique index (one main per owner) is checked row by row.
    await manager.query('UPDATE profile SET is_main = false WHERE owner_id = $1 AND is_main AND id <> $2', [profile.ownerId, profile.id]);
    await manager.query('UPDATE profile SET is_main = true WHERE id = $1', [profile.id]);
    return manager.findOneByOrFail(Profile, { id: profile.id });
  });
}
