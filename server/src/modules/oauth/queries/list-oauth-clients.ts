import type { CommandContext } from '../../../kernel/context.js';
import { requireRole } from '../../auth/index.js';
import { OAUTH_CLIENT_COLUMNS, presentOAuthClient, type OAuthClientRow, type PresentedOAuthClient } from '../oauth-client.presenter.js';

/** Every registered app, newest first (admins only). */
export async function listOAuthClients(ctx: CommandContext): Promise<PresentedOAuthClient[]> {
  const viewer = await ctx.viewer();
  const c = ctx.container;
  requireRole(viewer, 'admin');
  const rows: OAuthClientRow[] = await c.dataSource.query(`SELECT ${OAUTH_CLIENT_COLUMNS} FROM oauth_client ORDER BY created_at DESC LIMIT 500`);
  return rows.map(presentOAuthClient);
}
