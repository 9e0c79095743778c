import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';
import { firstNameRule, lastNameRule } from '../../account-rows/index.js';
import { Account } from '../../account-rows/index.js';

export const UpdateAccountSchema = z.object({
  firstName: firstNameRule,
  lastName: lastNameRule,
  // Absent or null: unchanged.
  mailOnTransferReceived: z
    .boolean({ error: 'invalid' })
    .nullish()
    .transform((value) => value ?? undefined),
});

export async function updateAccount(ctx: CommandContext, raw: unknown): Promise<Account> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const input = parseInput(UpdateAccountSchema, raw);
  await c.dataSource.manager.update(Account, viewer.id, input);
  return c.dataSource.manager.findOneByOrFail(Account, { id: viewer.id });
}
