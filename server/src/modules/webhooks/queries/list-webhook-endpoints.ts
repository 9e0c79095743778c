import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import { ENDPOINT_COLUMNS, presentEndpoint, type EndpointRow, type PresentedWebhookEndpoint } from '../webhook.presenter.js';

/** The viewer's webhook endpoints, newest first, without their secrets. */
export async function listWebhookEndpoints(ctx: CommandContext): Promise<PresentedWebhookEndpoint[]> {
  const account = requireViewer(await ctx.viewer());
  const rows: EndpointRow[] = await ctx.container.dataSource.query(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoint WHERE account_id = $1 ORDER BY created_at DESC, id`,
    [account.id],
  );
  return rows.map(presentEndpoint);
}
