import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput, requiredString } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';
import { managedClient } from '../managed-client.js';
import { revokeEverythingIssuedTo } from './disable-apps-of-erased-owner.js';
import { OAUTH_CLIENT_COLUMNS, presentOAuthClient, type OAuthClientRow, type PresentedOAuthClient } from '../oauth-client.presenter.js';
import { oneRow } from '../../../shared/database/one-row.js';

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
    if (!active) await revokeEverythingIssuedTo(c, manager, [clientId]);
    return presentOAuthClient(oneRow(rows)); // the client managedClient found and locked above
  });
}
