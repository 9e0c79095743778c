import { fullName } from '@odance/contract';
import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { pgConstraint } from '../../../shared/database/pg-error.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import { accountIdRule, idempotencyKeyRule, inLedgerTransaction, type LockedAccount, messageRule, odanceAmountRule, postMovement, referenceRule, transferParties } from '../../ledger/index.js';
import { distributionEconomics } from '../distribution-economics.js';
import { findDistributionView, type DistributionView } from '../distributors.presenter.js';
import type { Distributor } from '../distributor.entity.js';
import { lockDistributor } from '../distributor-lock.js';
import { LIMIT_MAX } from '../distributor-rules.js';
import type { NewNotification } from '../../notifications/index.js';

export const MakeDistributionSchema = z.object({
  recipientId: accountIdRule,
  amount: odanceAmountRule(LIMIT_MAX),
  message: messageRule,
  idempotencyKey: idempotencyKeyRule,
  reference: referenceRule,
});

/**
 * The signed-in distributor credits a recipient `amount` oDance on its credit line: one `distribution`
 * movement (credit line −amount, recipient wallet +amount) and a distribution row with its economics.
 * The credit limit is checked by the ledger guard under the credit line's row lock, so concurrent
 * distributions can never together pass it. The same idempotency key returns the first distribution.
 */
export async function makeDistribution(ctx: CommandContext, raw: unknown): Promise<DistributionView> {
  const viewer = requireRole(await ctx.viewer(), 'distributor');
  const c = ctx.container;
  const input = parseInput(MakeDistributionSchema, raw);
  if (input.recipientId.toLowerCase() === viewer.id.toLowerCase()) throw new AppError(ErrorCode.DISTRIBUTION_TO_SELF);
  const { recipient, to: wallet } = await transferParties(c.dataSource.manager, viewer.id, input.recipientId);

  try {
    const id = await inLedgerTransaction(c.dataSource, async (manager) => {
      const distributor = await lockDistributor(manager, { accountId: viewer.id }, 'share');
      let usedBefore = 0;
      const notifications: NewNotification[] = [
        {
          accountId: recipient.id,
          kind: 'distributionReceived',
          data: { amount: input.amount, fromAccountId: viewer.id, fromName: fullName(viewer), message: input.message },
        },
      ];
      const movement = await postMovement(manager, {
        kind: 'distribution',
        initiatorAccountId: viewer.id,
        idempotencyKey: input.idempotencyKey,
        message: input.message,
        reference: input.reference,
        entries: [
          { ledgerAccountId: distributor.creditLineId, amount: -input.amount },
          { ledgerAccountId: wallet, amount: input.amount },
        ],
        // Not run for a replayed key: a retry of a distribution that went through returns it as it was.
        guard: (accounts) => {
          const creditLine = accounts.get(distributor.creditLineId)!;
          usedBefore = -creditLine.balance;
          assertCanDistribute(distributor, creditLine, input.amount);
          // The distribution that takes the credit used to the collection limit tells the distributor a collection is due.
          if (usedBefore < distributor.collectionLimit && usedBefore + input.amount >= distributor.collectionLimit) {
            notifications.push({ accountId: viewer.id, kind: 'collectionDue', data: { amount: usedBefore + input.amount, distributorId: distributor.id } });
          }
        },
        notifications,
      });
      if (movement.replayed) return movement.id;
      const economics = distributionEconomics(input.amount, c.config.odancePriceCents, distributor.marginBasisPoints);
      await manager.query(
        `INSERT INTO distribution (movement_id, distributor_id, recipient_account_id, amount, price_cents, fiat_cents,
                                   margin_basis_points, revenue_cents, fees_cents, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [movement.id, distributor.id, recipient.id, input.amount, c.config.odancePriceCents, economics.fiatCents,
          distributor.marginBasisPoints, economics.revenueCents, economics.feesCents, movement.createdAt],
      );
      return movement.id;
    });
    return (await findDistributionView(c.dataSource, id))!;
  } catch (error) {
    // The database trigger behind the guard speaks the same error, should it ever be the one to refuse.
    if (pgConstraint(error) === 'distributor_within_credit_limit') throw new AppError(ErrorCode.DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED);
    throw error;
  }
}

/** Under the locks: the distributor is active and the used limit plus this amount stays within the credit limit. */
function assertCanDistribute(distributor: Distributor, creditLine: LockedAccount, amount: number): void {
  if (!distributor.active) throw new AppError(ErrorCode.DISTRIBUTOR_INACTIVE);
  const available = distributor.creditLimit + creditLine.balance;
  if (amount > available) throw new AppError(ErrorCode.DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED, { available: Math.max(0, available) });
}
