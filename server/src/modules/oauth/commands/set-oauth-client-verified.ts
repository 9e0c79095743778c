import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput, requiredString } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import { OAUTH_CLIENT_COLUMNS, presentOAuthClient, type OAuthClientRow, type PresentedOAuthClient } from '../oauth-client.presenter.js';

export const SetOAuthClientVerifiedSchema = z.object({ clientId: requiredString(), verified: z.boolean({ error: 'invalid' }) });

/** An admin vouches for an app (or takes it back): without it, the consent page says "Unverified app". */
export async function setOAuthClientVerified(ctx: CommandContext, raw: unknown): Promise<PresentedOAuthClient> {
  requireRole(await ctx.viewer(), 'admin');
  const { clientId, verified } = parseInput(SetOAuthClientVerifiedSchema, raw);
  const [rows]: [OAuthClientRow[], number] = await ctx.container.dataSource.query(
    `UPDATE oauth_client SET verified = $2 WHERE client_id = $1 RETURNING ${OAUTH_CLIENT_COLUMNS}`,
    [clientId, verified],
  );
  if (!rows[0]) throw new AppError(ErrorCode.NOT_FOUND);
  return presentOAuthClient(rows[0]);
}
