import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { pgConstraint, pgErrorCode } from '../../../shared/database/pg-error.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import { accountIdRule, openDistributorLedgerAccounts } from '../../ledger/index.js';
import { percentToBasisPoints } from '../distribution-economics.js';
import { lockEligibleAccount, setDistributorRole } from '../distributor-account.js';
import { collectionWithinCreditRule, limitRule, marginPercentRule } from '../distributor-rules.js';
import { findDistributorView, type DistributorView } from '../distributors.presenter.js';
import { oneRow } from '../../../shared/database/one-row.js';

export const CreateDistributorSchema = z
  .object({ accountId: accountIdRule, creditLimit: limitRule, collectionLimit: limitRule, marginPercent: marginPercentRule })
  .superRefine(collectionWithinCreditRule);

const PG_UNIQUE_VIOLATION = '23505';

/** Admin: makes an active, non-admin account a distributor with these terms and gives it the distributor role. */
export async function createDistributor(ctx: CommandContext, raw: unknown): Promise<DistributorView> {
  requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  const input = parseInput(CreateDistributorSchema, raw);
  try {
    const id = await c.dataSource.transaction(async (manager) => {
      // The account lock also queues a concurrent creation for the same account behind this one.
      await lockEligibleAccount(manager, input.accountId);
      const existing: unknown[] = await manager.query('SELECT 1 FROM distributor WHERE account_id = $1', [input.accountId]);
      if (existing.length > 0) throw new AppError(ErrorCode.DISTRIBUTOR_ALREADY_EXISTS);
      const ledger = await openDistributorLedgerAccounts(manager, input.accountId);
      const row = oneRow<{ id: string }>(await manager.query(
        `INSERT INTO distributor (account_id, credit_line_id, settled_account_id, credit_limit, collection_limit, margin_basis_points)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [input.accountId, ledger.creditLineId, ledger.settledAccountId, input.creditLimit, input.collectionLimit, percentToBasisPoints(input.marginPercent)],
      ));
      await setDistributorRole(manager, input.accountId, 'distributor');
      return row.id;
    });
    return (await findDistributorView(c.dataSource, { id }))!;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === 'distributor_account_key') throw new AppError(ErrorCode.DISTRIBUTOR_ALREADY_EXISTS);
    throw error;
  }
}
