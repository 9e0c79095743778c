import type { CommandContext } from '../../../../kernel/context.js';
import { deviceSummary } from '../../device-summary.js';
import { requireViewer } from '../../policies.js';

export interface DeviceSessionView {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  device: string;
  current: boolean;
}

/**
 * The viewer's signed-in browsers (cookie sessions; personal tokens and apps have their own lists), the current one
 * first, then by last use. `lastUsedAt` is the session's `last_seen_at`, written at most every 5 minutes
 * (sessions.ts), so listing costs no write per request.
 */
export async function listSessions(ctx: CommandContext, _input: Record<string, never> = {}): Promise<DeviceSessionView[]> {
  const viewer = requireViewer(await ctx.viewer());
  const current = ctx.currentSessionHash();
  const rows: Array<{
    id: string;
    created_at: Date;
    last_seen_at: Date;
    user_agent: string | null;
    current: boolean;
  }> = await ctx.container.dataSource.query(
    `SELECT id, created_at, last_seen_at, user_agent, token_hash = $2 AS current FROM session
      WHERE account_id = $1 AND kind = 'cookie' AND expires_at > now()
      ORDER BY token_hash = $2 DESC, last_seen_at DESC, created_at DESC`,
    [viewer.id, current ?? ''],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastUsedAt: row.last_seen_at,
    device: deviceSummary(row.user_agent),
    current: row.current,
  }));
}
