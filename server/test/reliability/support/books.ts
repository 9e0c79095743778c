import type pg from 'pg';
import { auditMoney } from '../../../src/app/money-audit.js';
import type { AuditReport } from '../../../src/modules/ledger/ledger-check.js';
import type { TransferLog } from './processes.js';

/** `npm run ledger:check`'s audit in one snapshot, on a plain pg client. */
export async function auditSnapshot(client: pg.Client): Promise<AuditReport> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    return await auditMoney(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.query('COMMIT');
  }
}

/**
 * What the clients saw, held against the books: every acknowledged transfer is a movement with its two
 * entries; every movement of the load is whole (two entries summing to zero) — none half-written.
 */
export async function checkAcknowledged(client: pg.Client, log: TransferLog): Promise<{ missing: string[]; partial: unknown[] }> {
  const acknowledged = [...log.acknowledged.values()];
  const { rows } = await client.query<{ id: string; entries: number; total: string }>(
    `SELECT m.id, count(e.id)::int AS entries, coalesce(sum(e.amount), 0) AS total
     FROM ledger_movement m LEFT JOIN ledger_entry e ON e.movement_id = m.id
     WHERE m.id = ANY($1::uuid[]) GROUP BY m.id`,
    [acknowledged.map((a) => a.movementId)],
  );
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = acknowledged.filter((a) => !found.has(a.movementId)).map((a) => a.movementId);
  const { rows: partial } = await client.query(
    `SELECT m.id, count(e.id)::int AS entries, coalesce(sum(e.amount), 0) AS total
     FROM ledger_movement m LEFT JOIN ledger_entry e ON e.movement_id = m.id
     WHERE m.kind = 'transfer' GROUP BY m.id HAVING count(e.id) <> 2 OR coalesce(sum(e.amount), 0) <> 0`,
  );
  return { missing, partial };
}
