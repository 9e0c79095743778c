import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';
import { presentDelivery, type AttemptRow, type PresentedWebhookDelivery } from '../webhook.presenter.js';
import { WebhookDeliveriesSchema } from '../webhook.rules.js';

export { WebhookDeliveriesSchema };

/** How many attempts the delivery log shows (the newest; retention keeps 30 days of them). */
export const DELIVERIES_SHOWN = 100;

/** The delivery attempts to one of the viewer's endpoints, newest first. */
export async function listWebhookDeliveries(ctx: CommandContext, raw: unknown): Promise<PresentedWebhookDelivery[]> {
  const account = requireViewer(await ctx.viewer());
  const { endpointId } = parseInput(WebhookDeliveriesSchema, raw);
  const c = ctx.container;
  const owned: unknown[] = await c.dataSource.query('SELECT 1 FROM webhook_endpoint WHERE id = $1 AND account_id = $2', [endpointId, account.id]);
  if (owned.length === 0) throw new AppError(ErrorCode.NOT_FOUND);
  const rows: AttemptRow[] = await c.dataSource.query(
    // ORDER BY the column (a.id), not the text output column `id`, which sorts '9999999' after '10000000'.
    `SELECT a.id::text AS id, a.event_id, a.type, a.status_code, a.error, a.created_at FROM webhook_attempt a
     WHERE a.endpoint_id = $1 ORDER BY a.id DESC LIMIT $2`,
    [endpointId, DELIVERIES_SHOWN],
  );
  return rows.map(presentDelivery);
}
