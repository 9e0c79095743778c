import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import type { ProfileListScope } from './list-profiles.js';

/** The list scope of "my profiles" (REST `/profiles/own`, GraphQL `myProfiles`): the signed-in viewer's own. */
export async function ownProfilesScope(ctx: CommandContext): Promise<ProfileListScope> {
  const viewer = requireViewer(await ctx.viewer());
  return { ownerId: viewer.id };
}
