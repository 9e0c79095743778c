import { z } from 'zod';
import type { CommandContext } from '../../../../kernel/context.js';
import { AppError } from '../../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../../shared/errors/error-codes.js';
import { requireViewer } from '../../policies.js';

const SessionId = z.uuid();

/**
 * "Sign out this device": ends one of the viewer's browser sessions (the current one too: that browser is then
 * signed out) and closes the sockets it opened, on every replica. Someone else's id, or an unknown one: NOT_FOUND.
 */
export async function endSession(ctx: CommandContext, input: { id: string }): Promise<void> {
  const viewer = requireViewer(await ctx.viewer());
  if (!SessionId.safeParse(input.id).success) throw new AppError(ErrorCode.NOT_FOUND);
  const c = ctx.container;
  await c.dataSource.transaction(async (manager) => {
    const [, deleted]: [unknown, number] = await manager.query(`DELETE FROM session WHERE id = $1 AND account_id = $2 AND kind = 'cookie'`, [input.id, viewer.id]);
    if (!deleted) throw new AppError(ErrorCode.NOT_FOUND);
    await c.sessions.announceRevoked(manager, [viewer.id]);
  });
}
