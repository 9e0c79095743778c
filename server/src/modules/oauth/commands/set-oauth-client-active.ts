import type { CommandContext } from '../../../app/request-context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { requireRole } from '../../auth/index.js';
import { OAUTH_CLIENT_COLUMNS, presentOAuthClient, type OAuthClientRow, type PresentedOAuthClient } from '../oauth-client.presenter.js';

/**
 * Disables or re-enables an app (admins only). Disabling it refuses the app everywhere at once: the provider no
 * longer finds it, and every grant and token issued to it is deleted (its users allow it again after re-enabling).
 */
export async function setOAuthClientActive(ctx: CommandContext, input: { clientId: string; active: boolean }): Promise<PresentedOAuthClient> {
  const viewer = await ctx.viewer();
  const { clientId, active } = input;
  const c = ctx.container;
  requireRole(viewer, 'admin');
  return c.dataSource.transaction(async (manager) => {
    const [rows]: [OAuthClientRow[], number] = await manager.query(
      `UPDATE oauth_client SET active = $2 WHERE client_id = $1 RETURNING ${OAUTH_CLIENT_COLUMNS}`,
      [clientId, active],
    );
    if (!rows?.length) throw new AppError(ErrorCode.NOT_FOUND);
    if (!active) {
      const [ended]: [Array<{ account_id: string }>, number] = await manager.query(
        `DELETE FROM session WHERE kind = 'oauth' AND oauth_client_id = $1 RETURNING account_id`,
        [clientId],
      );
      await manager.query(
        `DELETE FROM oauth_payload WHERE grant_id IN (SELECT id FROM oauth_payload WHERE model = 'Grant' AND payload->>'clientId' = $1)`,
        [clientId],
      );
      await c.sessions.announceRevoked(manager, ended.map((row) => row.account_id));
    }
    return presentOAuthClient(rows[0]);
  });
}
