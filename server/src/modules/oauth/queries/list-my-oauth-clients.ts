import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import { OAUTH_CLIENT_COLUMNS, presentOAuthClient, type OAuthClientRow, type PresentedOAuthClient } from '../oauth-client.presenter.js';

/** The apps the viewer registered, newest first (at most MEMBER_APPS_MAX for a member; an admin's first 500). */
export async function listMyOAuthClients(ctx: CommandContext): Promise<PresentedOAuthClient[]> {
  const viewer = requireViewer(await ctx.viewer());
  const rows: OAuthClientRow[] = await ctx.container.dataSource.query(
    `SELECT ${OAUTH_CLIENT_COLUMNS} FROM oauth_client WHERE created_by = $1 ORDER BY created_at DESC LIMIT 500`,
    [viewer.id],
  );
  return rows.map(presentOAuthClient);
}
