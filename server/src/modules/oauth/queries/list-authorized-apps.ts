import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';

export interface PresentedAuthorizedApp {
  clientId: string;
  name: string;
  scopes: string[];
  allowedAt: Date;
}

interface GrantRow {
  client_id: string;
  name: string;
  openid_scope: string | null;
  resources: Record<string, string> | null;
  allowed_at: Date;
}

/**
 * The apps the viewer allowed, most recently allowed first: one entry per app, the scopes of its grants together
 * (a grant holds its OpenID scopes under `openid.scope` and its API scopes per resource under `resources`).
 */
export async function listAuthorizedApps(ctx: CommandContext): Promise<PresentedAuthorizedApp[]> {
  const viewer = await ctx.viewer();
  const c = ctx.container;
  const account = requireViewer(viewer);
  const rows: GrantRow[] = await c.dataSource.query(
    `SELECT g.payload->>'clientId' AS client_id, cl.name, g.payload->'openid'->>'scope' AS openid_scope, g.payload->'resources' AS resources,
            to_timestamp((g.payload->>'iat')::bigint) AS allowed_at
     FROM oauth_payload g JOIN oauth_client cl ON cl.client_id = g.payload->>'clientId'
     WHERE g.model = 'Grant' AND g.payload->>'accountId' = $1 AND (g.expires_at IS NULL OR g.expires_at > now())
     ORDER BY allowed_at DESC LIMIT 200`,
    [account.id],
  );
  const apps = new Map<string, PresentedAuthorizedApp & { scopeSet: Set<string> }>();
  for (const row of rows) {
    const app = apps.get(row.client_id) ?? { clientId: row.client_id, name: row.name, scopes: [], allowedAt: row.allowed_at, scopeSet: new Set<string>() };
    for (const scope of [row.openid_scope ?? '', ...Object.values(row.resources ?? {})].join(' ').split(' ')) if (scope) app.scopeSet.add(scope);
    apps.set(row.client_id, app);
  }
  return [...apps.values()].map(({ scopeSet, ...app }) => ({ ...app, scopes: [...scopeSet] }));
}
