import type { CommandContext } from '../../../kernel/context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';
import { managedClient } from '../managed-client.js';
import { OAUTH_CLIENT_COLUMNS, presentOAuthClient, type OAuthClientRow, type PresentedOAuthClient } from '../oauth-client.presenter.js';
import { isNativeApp, UpdateOAuthClientSchema } from '../oauth-client.rules.js';
import { oneRow } from '../../../shared/database/one-row.js';

/**
 * Renames an app or changes where it redirects: its owner or an admin. A change by its owner to an app an admin
 * verified takes the verification back: what the admin vouched for (the name people read on consent, where their
 * codes go) is no longer what the app is (docs/apps.md "Your own apps"). The provider reads the app afresh on every
 * request (oauth-adapter.ts findClient), so the change holds at once; grants already given stay.
 */
export async function updateOAuthClient(ctx: CommandContext, raw: unknown): Promise<PresentedOAuthClient> {
  const viewer = requireViewer(await ctx.viewer());
  const input = parseInput(UpdateOAuthClientSchema, raw);
  return ctx.container.dataSource.transaction(async (manager) => {
    const { row, asAdmin } = await managedClient(manager, viewer, input.clientId);
    const name = input.name ?? row.name;
    const redirectUris = input.redirectUris ?? row.redirect_uris;
    const changed = name !== row.name || JSON.stringify(redirectUris) !== JSON.stringify(row.redirect_uris);
    const verified = row.verified && (asAdmin || viewer.role === 'admin' || !changed);
    const [rows]: [OAuthClientRow[], number] = await manager.query(
      `UPDATE oauth_client SET name = $2, redirect_uris = $3, native = $4, verified = $5 WHERE client_id = $1 RETURNING ${OAUTH_CLIENT_COLUMNS}`,
      [input.clientId, name, redirectUris, isNativeApp(redirectUris), verified],
    );
    return presentOAuthClient(oneRow(rows)); // the client managedClient found and locked above
  });
}
