import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { answerMoneyRequest } from '../answer-money-request.js';
import type { MoneyRequestView } from '../money-request.presenter.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';

/** Its only field is the request's id: one that names no request is MONEY_REQUEST_NOT_FOUND (money-request.rules.ts). */
export const CancelMoneyRequestSchema = z.object({ id: z.string() });

/** The requester withdraws a pending request (answer-money-request.ts); paying it afterwards is refused. */
export async function cancelMoneyRequest(ctx: CommandContext, raw: unknown): Promise<MoneyRequestView> {
  const viewer = requireViewer(await ctx.viewer());
  const input = parseInput(CancelMoneyRequestSchema, raw);
  return answerMoneyRequest(ctx, viewer, input.id, 'requester', 'cancelled');
}
