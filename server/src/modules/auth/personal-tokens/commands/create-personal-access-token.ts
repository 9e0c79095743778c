import { randomBytes } from 'node:crypto';
import type { CommandContext } from '../../../../kernel/context.js';
import { AppError } from '../../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../../shared/errors/error-codes.js';
import { parseInput } from '../../../../shared/validation/parse-input.js';
import { mayHoldScope, requireViewer } from '../../policies.js';
import { mailSecurityChange } from '../../security-mail.js';
import { hashToken } from '../../secure-token.js';
import { PERSONAL_TOKEN_COLUMNS, presentPersonalToken, type PersonalTokenRow, type PresentedPersonalToken } from '../personal-token.presenter.js';
import { CreatePersonalAccessTokenSchema, TOKEN_PREFIX } from '../personal-token.rules.js';
import { oneRow } from '../../../../shared/database/one-row.js';

/**
 * Mints a personal access token for the viewer's scripts. Only a browser session may (a token cannot mint
 * tokens), and only scopes the viewer's role can use. The token is answered once; only its SHA-256 is stored, as
 * a session row of kind 'personal' (modules/auth/sessions.ts), with `last_seen_at` at the epoch until first use.
 */
export async function createPersonalAccessToken(ctx: CommandContext, raw: unknown): Promise<{ token: string; personalAccessToken: PresentedPersonalToken }> {
  const account = requireViewer(await ctx.viewer());
  const c = ctx.container;
  if (ctx.bearer) throw new AppError(ErrorCode.FORBIDDEN, { reason: 'browserSessionOnly' });
  const input = parseInput(CreatePersonalAccessTokenSchema, raw);
  const beyondRole = input.scopes.find((scope) => !mayHoldScope(account, scope));
  if (beyondRole) throw AppError.validation('scopes', 'invalid', { scope: beyondRole });
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await c.dataSource.transaction(async (manager) => {
    // A new credential is a security change: the owner is told, in the same transaction.
    await mailSecurityChange(c, manager, account, `A personal access token "${input.name}" was created`);
    return oneRow<PersonalTokenRow>(await manager.query(
      `INSERT INTO session (token_hash, account_id, kind, name, scopes, expires_at, last_seen_at)
     VALUES ($1, $2, 'personal', $3, $4, now() + make_interval(days => $5), 'epoch')
     RETURNING ${PERSONAL_TOKEN_COLUMNS}`,
      [hashToken(token), account.id, input.name, input.scopes, input.expiresInDays],
    ));
  });
  void c.mailer.kick();
  return { token, personalAccessToken: presentPersonalToken(row) };
}
