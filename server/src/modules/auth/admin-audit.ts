import type { EntityManager } from 'typeorm';

/**
 * Writes one `admin_audit` row in the caller's transaction: what an admin did to someone's account that its owner
 * could not (modules/accounts' setAccountActive calls it; the second-factor reset writes its own row beside it).
 */
export async function recordAdminAction(
  manager: EntityManager,
  entry: { adminId: string; targetAccountId: string; action: string; details: Record<string, unknown> },
): Promise<void> {
  await manager.query('INSERT INTO admin_audit (admin_id, target_account_id, action, details) VALUES ($1, $2, $3, $4)', [
    entry.adminId,
    entry.targetAccountId,
    entry.action,
    JSON.stringify(entry.details),
  ]);
}
