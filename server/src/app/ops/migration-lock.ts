import type { DataSource, Migration } from 'typeorm';

// One fixed key for "migrating oDance's schema" (pg_advisory_lock's bigint space is the database's own).
export const MIGRATION_LOCK_KEY = 7_415_026_001;

/**
 * Applies pending migrations while holding a session-level PostgreSQL advisory lock on a connection of its own,
 * so replicas starting together on an empty database take turns: the first migrates, the others wait, then find
 * nothing pending. Without it two replicas both ran the first migration (`type ledger_account_kind already exists`).
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<Migration[]> {
  const holder = dataSource.createQueryRunner();
  await holder.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await holder.release();
  }
}
