import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Named prepared statements for the hot paths (session lookup, `me`, every ledger movement).
 *
 * TypeORM sends each parameterised statement unnamed, so PostgreSQL parses and plans it on every execution;
 * for the session lookup and the ledger statements that planning costs several times the execution
 * (`npm run bench`: ~365 µs of PostgreSQL CPU for the two statements of `me` unnamed, ~60 µs prepared).
 * A module marks a statement with `prepared(sql)`; every pooled connection then sends that exact text under a
 * fixed name, so node-postgres prepares it once per connection and PostgreSQL reuses the plan.
 * Only marked texts are named (a bounded set), never TypeORM's generated SQL. Marked statements list their
 * columns (no `*`): a cached plan must not change its result type when a migration adds a column.
 */
const names = new Map<string, string>();

export function prepared(sql: string): string {
  if (!names.has(sql)) names.set(sql, `odance_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`);
  return sql;
}

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * The pg Client the pool creates (database.ts passes it as the pool's `Client`): marked statements go by name.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: ConstructorParameters<typeof pg.Client>[0]) {
    super(config);
    const query = super.query.bind(this) as QueryFn;
    (this as unknown as { query: QueryFn }).query = (config, values, callback) => {
      const name = typeof config === 'string' && Array.isArray(values) ? names.get(config) : undefined;
      return name ? query({ name, text: config, values }, callback) : query(config, values, callback);
    };
  }
}
