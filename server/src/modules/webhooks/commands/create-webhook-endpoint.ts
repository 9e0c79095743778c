import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';
import { isPublicAddress } from '../safe-address.js';
import { ENDPOINT_COLUMNS, presentEndpoint, type EndpointRow, type PresentedWebhookEndpoint } from '../webhook.presenter.js';
import { CreateWebhookEndpointSchema, SECRET_PREFIX, WEBHOOK_ENDPOINTS_MAX } from '../webhook.rules.js';

export { CreateWebhookEndpointSchema };

/**
 * Adds a webhook endpoint to the viewer's account; it receives the chosen events of that account from now on. The
 * signing secret (`whsec_` + 24 random bytes in base64, the Standard Webhooks form) is answered this once. In
 * production the URL must be https and not name a private, loopback or link-local address; a host name is
 * checked again, resolved, at every delivery (webhook-sender.ts), where DNS may answer differently.
 */
export async function createWebhookEndpoint(ctx: CommandContext, raw: unknown): Promise<{ endpoint: PresentedWebhookEndpoint; secret: string }> {
  const account = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const input = parseInput(CreateWebhookEndpointSchema, raw);
  if (c.config.isProduction) {
    const url = new URL(input.url);
    if (url.protocol !== 'https:') throw AppError.validation('url', 'invalid', { rule: 'https' });
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && !isPublicAddress(host))) {
      throw AppError.validation('url', 'invalid', { rule: 'publicAddress' });
    }
  }
  const secret = `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
  const rows: EndpointRow[] = await c.dataSource.query(
    `INSERT INTO webhook_endpoint (account_id, url, events, secret)
     SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM webhook_endpoint WHERE account_id = $1) < $5
     RETURNING ${ENDPOINT_COLUMNS}`,
    [account.id, input.url, input.events, secret, WEBHOOK_ENDPOINTS_MAX],
  );
  const [row] = rows;
  if (!row) throw AppError.validation('endpoints', 'tooLong', { max: WEBHOOK_ENDPOINTS_MAX });
  return { endpoint: presentEndpoint(row), secret };
}
