import type { CommandContext } from '../../../../kernel/context.js';
import { requireViewer } from '../../policies.js';
import { PERSONAL_TOKEN_COLUMNS, presentPersonalToken, type PersonalTokenRow, type PresentedPersonalToken } from '../personal-token.presenter.js';

/** The viewer's personal access tokens, newest first, expired ones included until retention purges them. */
export async function listPersonalAccessTokens(ctx: CommandContext): Promise<PresentedPersonalToken[]> {
  const viewer = await ctx.viewer();
  const c = ctx.container;
  const account = requireViewer(viewer);
  const rows: PersonalTokenRow[] = await c.dataSource.query(
    `SELECT ${PERSONAL_TOKEN_COLUMNS} FROM session WHERE account_id = $1 AND kind = 'personal' ORDER BY created_at DESC LIMIT 100`,
    [account.id],
  );
  return rows.map(presentPersonalToken);
}
