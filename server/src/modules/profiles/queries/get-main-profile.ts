import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { requireViewer } from '../../auth/index.js';
import type { ProfileJson } from '../profile.presenter.js';
import { findMainProfile } from './find-main-profile.js';
import { presentOneProfile } from './present-profiles.js';

/** `GET /profile/main`: the viewer's main profile; 404 while they have none. */
export async function getMainProfile(ctx: CommandContext): Promise<ProfileJson> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const manager = c.dataSource.manager;
  const main = await findMainProfile(manager, viewer.id);
  if (!main) throw new AppError(ErrorCode.NOT_FOUND, { resource: 'profile' });
  return presentOneProfile(manager, main);
}
