import type { CommandContext } from '../../../../kernel/context.js';
import { AppError } from '../../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../../shared/errors/error-codes.js';
import { requireViewer } from '../../policies.js';
import { TOKEN_ID, TOKEN_ID_SQL } from '../personal-token.rules.js';

/** Revokes one of the viewer's personal access tokens: its next request is 401. Someone else's id is NOT_FOUND. */
export async function revokePersonalAccessToken(ctx: CommandContext, input: { id: string }): Promise<void> {
  const viewer = await ctx.viewer();
  const { id } = input;
  const c = ctx.container;
  const account = requireViewer(viewer);
  if (!TOKEN_ID.test(id)) throw new AppError(ErrorCode.NOT_FOUND);
  await c.dataSource.transaction(async (manager) => {
    const [, deleted]: [unknown, number] = await manager.query(
      `DELETE FROM session WHERE account_id = $1 AND kind = 'personal' AND ${TOKEN_ID_SQL} = $2`,
      [account.id, id],
    );
    if (!deleted) throw new AppError(ErrorCode.NOT_FOUND);
    // Its open sockets close at once, on every replica.
    await c.sessions.announceRevoked(manager, [account.id]);
  });
}
