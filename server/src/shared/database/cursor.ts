import pg from 'pg';
import type { DataSource } from 'typeorm';

/** Rows fetched per round trip while a cursor streams (an export holds one batch in memory at a time). */
export const CURSOR_BATCH = 1000;

/**
 * The rows of `sql`, `batchSize` at a time, through a server-side cursor in one REPEATABLE READ transaction (one
 * consistent snapshot, one plan, no OFFSET). A batch is fetched only when the consumer asks for it, so a consumer
 * that waits for its writes to drain (shared/http/csv.ts) keeps memory flat however many rows there are. Leaving
 * the loop early (the client went away) closes the cursor and returns the connection.
 * DECLARE takes no bind parameters, so `$n` in `sql` are replaced by `params` as quoted literals (pg's escaping).
 */
export async function* cursorBatches<Row>(dataSource: DataSource, sql: string, params: unknown[], batchSize = CURSOR_BATCH): AsyncGenerator<Row[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction('REPEATABLE READ');
    await runner.query(`DECLARE odance_export NO SCROLL CURSOR FOR ${inline(sql, params)}`);
    for (;;) {
      const rows = (await runner.query(`FETCH FORWARD ${Math.trunc(batchSize)} FROM odance_export`)) as Row[];
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) break;
    }
    await runner.commitTransaction();
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    await runner.release();
  }
}

function inline(sql: string, params: unknown[]): string {
  return sql.replace(/\$(\d+)\b/g, (_, index: string) => literal(params[Number(index) - 1]));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new TypeError(`cannot inline a ${typeof value} into a cursor`);
}
