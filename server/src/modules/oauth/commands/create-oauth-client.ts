import { randomBytes } from 'node:crypto';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { hasRole, mayAppAskScope, requireViewer } from '../../auth/index.js';
import { clientSecretOf } from '../oauth-keys.js';
import { OAUTH_CLIENT_COLUMNS, presentOAuthClient, type OAuthClientRow, type PresentedOAuthClient } from '../oauth-client.presenter.js';
import { CreateOAuthClientSchema, isNativeApp, MEMBER_APPS_MAX } from '../oauth-client.rules.js';

/**
 * Registers an app with the OAuth provider; it belongs to the viewer, who lists, edits and disables it.
 * A confidential app (a server that can keep a secret) gets a client secret, answered this once;
 * a public one (mobile, desktop, single-page) has none and relies on PKCE alone. Loopback and private-scheme
 * redirects make it a native app (RFC 8252).
 * An admin's app is verified at once; a member's waits for an admin (setOAuthClientVerified), and may not ask for
 * the `admin` scope (mayAppAskScope): an app anyone can register must not be the way to phish an admin's token (docs/apps.md).
 */
export async function createOAuthClient(ctx: CommandContext, raw: unknown): Promise<{ client: PresentedOAuthClient; clientSecret: string | null }> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const input = parseInput(CreateOAuthClientSchema, raw);
  const admin = hasRole(viewer, 'admin');
  if (!input.scopes.every((scope) => mayAppAskScope(viewer, scope))) throw new AppError(ErrorCode.VALIDATION_FAILED, { field: 'scopes', reason: 'invalid' });
  const native = isNativeApp(input.redirectUris);
  // The count and the insert in one statement: a member's apps stay within MEMBER_APPS_MAX (a burst of parallel
  // registrations may pass it by the few in flight, which is harmless: it bounds clutter, not money).
  const rows: OAuthClientRow[] = await c.dataSource.query(
    `INSERT INTO oauth_client (client_id, name, redirect_uris, scopes, confidential, native, secret_salt, created_by, verified)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9
     WHERE $9 OR (SELECT count(*) FROM oauth_client WHERE created_by = $8) < $10
     RETURNING ${OAUTH_CLIENT_COLUMNS}`,
    [
      `odc_${randomBytes(16).toString('base64url')}`,
      input.name,
      input.redirectUris,
      input.scopes,
      input.confidential,
      native,
      input.confidential ? randomBytes(16).toString('base64url') : null,
      viewer.id,
      admin,
      MEMBER_APPS_MAX,
    ],
  );
  if (!rows[0]) throw new AppError(ErrorCode.OAUTH_CLIENT_LIMIT_REACHED, { max: MEMBER_APPS_MAX });
  return { client: presentOAuthClient(rows[0]), clientSecret: clientSecretOf(c.config.sessionSecret)(rows[0]) ?? null };
}
