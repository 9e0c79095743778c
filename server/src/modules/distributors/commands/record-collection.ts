import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import { inLedgerTransaction, messageRule, postMovement } from '../../ledger/index.js';
import { lockDistributor } from '../distributor-lock.js';
import { distributorIdRule } from '../distributor-rules.js';
import { findCollectionView, findDistributorView, type CollectionView, type DistributorView } from '../distributors.presenter.js';
import { oneRow } from '../../../shared/database/one-row.js';

export const RecordCollectionSchema = z.object({ distributorId: distributorIdRule, note: messageRule });

export interface RecordedCollection {
  collection: CollectionView;
  distributor: DistributorView;
}

/**
 * Admin: the distributor has paid what it owes. Settles every outstanding fee and frees the whole used limit
 * with one `collection` movement (credit line +used, settled account −used) and a collection row saying
 * what was settled, by whom. The exclusive distributor lock waits for distributions in flight and holds
 * new ones back, so the figures read are exactly what the movement settles.
 */
export async function recordCollection(ctx: CommandContext, raw: unknown): Promise<RecordedCollection> {
  const admin = requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  const input = parseInput(RecordCollectionSchema, raw);
  const { movementId, distributorId } = await inLedgerTransaction(c.dataSource, async (manager) => {
    const distributor = await lockDistributor(manager, { id: input.distributorId }, 'update');
    const outstanding = (await findDistributorView(manager, { id: distributor.id }))!;
    if (outstanding.usedLimit === 0) throw new AppError(ErrorCode.DISTRIBUTOR_NOTHING_TO_COLLECT);
    const { count } = oneRow<{ count: string }>(await manager.query('SELECT count(*) FROM distributor_collection WHERE distributor_id = $1', [distributor.id]));
    const movement = await postMovement(manager, {
      kind: 'collection',
      initiatorAccountId: admin.id,
      // Server-made (a colon): the n-th collection of this distributor can only ever be written once.
      idempotencyKey: `collection:${distributor.id}:${Number(count) + 1}`,
      message: input.note,
      entries: [
        { ledgerAccountId: distributor.creditLineId, amount: outstanding.usedLimit },
        { ledgerAccountId: distributor.settledAccountId, amount: -outstanding.usedLimit },
      ],
    });
    await manager.query(
      `INSERT INTO distributor_collection (movement_id, distributor_id, odance_freed, fees_cents, note, recorded_by_account_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [movement.id, distributor.id, outstanding.usedLimit, outstanding.feesToCollectCents, input.note, admin.id, movement.createdAt],
    );
    return { movementId: movement.id, distributorId: distributor.id };
  });
  const [collection, distributor] = await Promise.all([findCollectionView(c.dataSource, movementId), findDistributorView(c.dataSource, { id: distributorId })]);
  return { collection: collection!, distributor: distributor! };
}
