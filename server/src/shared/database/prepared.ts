import { createHash } from 'node:crypto';
import pg from 'pg';
import { runStatement, StatementQuery } from './statement-query.js';

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
      if (!name) return query(config, values, callback);
      const statement = new StatementQuery(this, name, config as string, values as unknown[]);
      if (typeof callback !== 'function') return runStatement(this, statement);
      // pg-pool's query passes a callback.
      statement.callback = callback as StatementQuery['callback'];
      query(statement);
      return undefined;
    };
  }
}

/** The statements SQL's PREPARE made on each connection (queryAfter). */
const sqlPrepared = new WeakMap<pg.ClientBase, Set<string>>();

/**
 * The parameterless statements `before` (a BEGIN…) and then the marked statement `sql` with `params`, in ONE round
 * trip; the rows of `sql`. The extended protocol, which carries parameters apart from the text, takes one statement
 * per round trip, so this is a simple query that EXECUTEs `sql` by name with its parameters as literals (pg's
 * escapeLiteral): prepared on this connection by SQL's PREPARE on first use (one round trip of its own, once per
 * connection; not transactional, so a rollback keeps it), planned once as a named statement is.
 * Under another name than node-postgres's own for the same text, which it prepares by protocol on its own account.
 */
export async function queryAfter<Row>(client: pg.ClientBase, before: string, sql: string, params: unknown[]): Promise<Row[]> {
  const name = names.get(sql);
  if (!name) throw new Error('queryAfter: the statement is not marked with prepared()');
  const sqlName = `${name}_sql`;
  let done = sqlPrepared.get(client);
  if (!done) sqlPrepared.set(client, (done = new Set()));
  if (!done.has(sqlName)) {
    await client.query(`PREPARE ${sqlName} AS ${sql}`);
    done.add(sqlName);
  }
  const text = `${before}; EXECUTE ${sqlName}(${params.map(literal).join(', ')})`;
  return (await runStatement<Row>(client, new StatementQuery(client, undefined, text, [], sqlName))).rows;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  throw new Error(`queryAfter: no literal for a parameter of type ${typeof value}`);
}
