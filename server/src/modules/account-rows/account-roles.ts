import type { EntityManager } from 'typeorm';
import type { RoleName } from './account.entity.js';

export interface RoleState {
  role: RoleName;
  active: boolean;
  deletedAt: Date | null;
}

/** Locks an account row (FOR UPDATE) for a role change another module decides on; null when there is none. */
export async function lockAccountRole(manager: EntityManager, accountId: string): Promise<RoleState | null> {
  const rows: Array<{ role: RoleName; active: boolean; deleted_at: Date | null }> = await manager.query(
    'SELECT role, active, deleted_at FROM account WHERE id = $1 FOR UPDATE',
    [accountId],
  );
  const row = rows[0];
  return row ? { role: row.role, active: row.active, deletedAt: row.deleted_at } : null;
}

/** Sets a user's role (a distributor's, given and taken back); an admin's role is never touched. */
export async function setRoleUnlessAdmin(manager: EntityManager, accountId: string, role: Exclude<RoleName, 'admin'>): Promise<void> {
  await manager.query(`UPDATE account SET role = $2, updated_at = now() WHERE id = $1 AND role <> 'admin'`, [accountId, role]);
}
