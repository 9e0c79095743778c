import type { EntityManager } from 'typeorm';

/**
 * An erased account distributes no more (accounts' `eraseAccount` calls this in its transaction): its distributor
 * record, if any, goes inactive. What it used and owes stays on the record and can still be collected.
 */
export async function retireErasedDistributor(manager: EntityManager, accountId: string): Promise<void> {
  await manager.query('UPDATE distributor SET active = false, updated_at = now() WHERE account_id = $1 AND active', [accountId]);
}
