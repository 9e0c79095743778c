import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';
import { EndpointIdSchema } from '../webhook.rules.js';

export { EndpointIdSchema as DeleteWebhookEndpointSchema };

/** Deletes one of the viewer's endpoints with its undelivered messages and its delivery log (nothing more is sent). */
export async function deleteWebhookEndpoint(ctx: CommandContext, raw: unknown): Promise<void> {
  const account = requireViewer(await ctx.viewer());
  const { id } = parseInput(EndpointIdSchema, raw);
  const [, deleted] = await ctx.container.dataSource.query<[unknown, number]>('DELETE FROM webhook_endpoint WHERE id = $1 AND account_id = $2', [id, account.id]);
  // Someone else's endpoint reads as a missing one.
  if (deleted === 0) throw new AppError(ErrorCode.NOT_FOUND);
}
