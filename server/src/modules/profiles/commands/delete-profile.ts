import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import { requireProfileEditor } from '../profile-policies.js';
import { findProfileForWrite } from '../command-steps/find-profile-for-write.js';

/**
 * Deletes a profile. Affiliations linking to it turn into free text with its name (the foreign key sets the
 * link to null; the name is already there). When it was the owner's main profile, the oldest remaining
 * one becomes main.
 */
export async function deleteProfile(ctx: CommandContext, { id, pathType }: { id: unknown; pathType?: unknown }): Promise<{ id: string }> {
  const viewer = requireViewer(await ctx.viewer());
  return ctx.container.dataSource.transaction(async (manager) => {
    const profile = await findProfileForWrite(manager, id, pathType);
    requireProfileEditor(viewer, profile);
    await manager.query('DELETE FROM profile WHERE id = $1', [profile.id]);
    if (profile.isMain) {
      await manager.query(
        `UPDATE profile SET is_main = true
         WHERE id = (SELECT id FROM profile WHERE owner_id = $1 ORDER BY created_at, id LIMIT 1)`,
        [profile.ownerId],
      );
    }
    return { id: profile.id };
  });
}
