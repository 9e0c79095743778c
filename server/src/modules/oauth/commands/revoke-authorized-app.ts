import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { requireViewer } from '../../auth/index.js';
import { revokeGrant } from '../oauth-adapter.js';

/**
 * Withdraws what the viewer allowed an app: every grant of the viewer's to that app, with its refresh and access
 * tokens (the app's next request is refused with 401; it must ask again).
 */
export async function revokeAuthorizedApp(ctx: CommandContext, input: { clientId: string }): Promise<void> {
  const viewer = await ctx.viewer();
  const { clientId } = input;
  const c = ctx.container;
  const account = requireViewer(viewer);
  const grants: Array<{ id: string }> = await c.dataSource.query(
    `SELECT id FROM oauth_payload WHERE model = 'Grant' AND payload->>'accountId' = $1 AND payload->>'clientId' = $2`,
    [account.id, clientId],
  );
  if (!grants.length) throw new AppError(ErrorCode.NOT_FOUND);
  for (const grant of grants) await revokeGrant(c.dataSource, grant.id, (manager, accountIds) => c.sessions.announceRevoked(manager, accountIds));
}
