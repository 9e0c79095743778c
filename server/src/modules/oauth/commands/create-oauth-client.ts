import { randomBytes } from 'node:crypto';
import type { CommandContext } from '../../../app/request-context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import { clientSecretOf } from '../oauth-keys.js';
import { OAUTH_CLIENT_COLUMNS, presentOAuthClient, type OAuthClientRow, type PresentedOAuthClient } from '../oauth-client.presenter.js';
import { CreateOAuthClientSchema, redirectUriKind } from '../oauth-client.rules.js';

/**
 * Registers an app with the OAuth provider (admins only). A confidential app (a server that can keep a secret)
 * gets a client secret, answered this once; a public one (mobile, desktop, single-page) has none and relies on
 * PKCE alone. Loopback and private-scheme redirects make it a native app (RFC 8252).
 */
export async function createOAuthClient(ctx: CommandContext, raw: unknown): Promise<{ client: PresentedOAuthClient; clientSecret: string | null }> {
  const admin = requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  const input = parseInput(CreateOAuthClientSchema, raw);
  const native = redirectUriKind(input.redirectUris[0]) === 'native';
  const [row]: OAuthClientRow[] = await c.dataSource.query(
    `INSERT INTO oauth_client (client_id, name, redirect_uris, scopes, confidential, native, secret_salt, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${OAUTH_CLIENT_COLUMNS}`,
    [
      `odc_${randomBytes(16).toString('base64url')}`,
      input.name,
      input.redirectUris,
      input.scopes,
      input.confidential,
      native,
      input.confidential ? randomBytes(16).toString('base64url') : null,
      admin.id,
    ],
  );
  return { client: presentOAuthClient(row), clientSecret: clientSecretOf(c.config.sessionSecret)(row) ?? null };
}
