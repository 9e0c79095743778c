import { z } from 'zod';
import type { CommandContext } from '../../../app/request-context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput, requiredString } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';
import { managedClient } from '../managed-client.js';
import { OAUTH_CLIENT_COLUMNS, presentOAuthClient, type OAuthClientRow, type PresentedOAuthClient } from '../oauth-client.presenter.js';

export const SetOAuthClientActiveSchema = z.object({ clientId: requiredString(), active: z.boolean({ error: 'invalid' }) });

/**
 * Disables or re-enables an app: its owner or an admin. Disabling it refuses the app everywhere at once: the
 * provider no longer finds it, and every grant and token issued to it is deleted (its users allow it again after
 * re-enabling). An app an admin disabled stays disabled for its owner (OAUTH_CLIENT_DISABLED_BY_ADMIN): only an
 * admin enables it again.
 */
export async function setOAuthClientActive(ctx: CommandContext, raw: unknown): Promise<PresentedOAuthClient> {
  const viewer = requireViewer(await ctx.viewer());
  const { clientId, active } = parseInput(SetOAuthClientActiveSchema, raw);
  const c = ctx.container;
  return c.dataSource.transaction(async (manager) => {
    const { row, asAdmin } = await managedClient(manager, viewer, clientId);
    if (active && row.disabled_by_admin && viewer.role !== 'admin') throw new AppError(ErrorCode.OAUTH_CLIENT_DISABLED_BY_ADMIN);
    const [rows]: [OAuthClientRow[], number] = await manager.query(
      `UPDATE oauth_client SET active = $2, disabled_by_admin = $3 WHERE client_id = $1 RETURNING ${OAUTH_CLIENT_COLUMNS}`,
      [clientId, active, !active && asAdmin],
    );
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
