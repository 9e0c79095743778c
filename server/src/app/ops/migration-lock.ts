import type { DataSource, Migration } from 'typeorm';

// One fixed key for "migrating oDance's schema" (pg_advisory_lock's bigint space is the database's own).
export const MIGRATION_LOCK_KEY = 7_415_026_001;

/** How often a replica waiting for another's migrations asks for the lock again. */
const RETRY_MS = 200;

/**
 * Applies pending migrations while holding a session-level PostgreSQL advisory lock on a connection of its own,
 * so replicas starting together on an empty database take turns: the first migrates, the others wait, then find
 * nothing pending. Without it two replicas both ran the first migration (`type ledger_account_kind already exists`).
 * The others wait by asking again (pg_try_advisory_lock), not inside pg_advisory_lock: a statement blocked there
 * holds a snapshot, and `CREATE INDEX CONCURRENTLY` in the running migration waits for every older snapshot, so
 * each waited for the other for ever (test/ops/migration-lock.test.ts).
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<Migration[]> {
  const holder = dataSource.createQueryRunner();
  await holder.connect();
  try {
    for (;;) {
      const [{ locked }] = (await holder.query('SELECT pg_try_advisory_lock($1) AS locked', [MIGRATION_LOCK_KEY])) as [{ locked: boolean }];
      if (locked) break;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    try {
      return await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await holder.release();
  }
}
