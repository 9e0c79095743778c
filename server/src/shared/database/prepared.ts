import { createHash } from 'node:crypto';
import pg from 'pg';
import { isPreparedOn, runStatement, StatementQuery } from './statement-query.js';

/**
 * Named prepared statements for the hot paths (session lookup, `me`, every ledger movement).
 *
 * TypeORM sends each parameterised statement unnamed, so PostgreSQL parses and plans it on every execution;
 * for the session lookup and the ledger statements that planning costs several times the execution
 * (docs/decisions.md#prepared-statements-and-the-driver).
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

/**
 * The parameterless marked statements `before` (a BEGIN, SET LOCALs) and then the marked statement `sql` with
 * `params`, in ONE round trip: each bound and executed in turn under a single Sync (StatementQuery's `before`), the
 * extended protocol's own way of sending several statements at once, parameters apart from the text. PostgreSQL
 * runs them in order and skips the rest up to the Sync after one fails. The rows of `sql`. A `before` statement is
 * prepared on the connection by a round trip of its own the first time (once per connection; a rollback keeps it).
 * Not as a simple query (`BEGIN …; EXECUTE name('literal', …)`): PostgreSQL would parse every statement and the
 * EXECUTE's literals each time (docs/decisions.md#prepared-statements-and-the-driver).
 */
export async function queryAfter<Row>(client: pg.ClientBase, before: string[], sql: string, params: unknown[]): Promise<Row[]> {
  const name = nameOf(sql);
  const beforeStatements = before.map((text) => ({ text, name: nameOf(text) }));
  const beforeNames = beforeStatements.map((statement) => statement.name);
  for (const statement of beforeStatements) {
    if (!isPreparedOn(client, statement.name)) await runStatement(client, new StatementQuery(client, statement.name, statement.text, [], { prepareOnly: true }));
  }
  return (await runStatement<Row>(client, new StatementQuery(client, name, sql, params, { before: beforeNames }))).rows;
}

/**
 * The marked statement `sql` with `params`, then the parameterless marked statements `after` (a COMMIT), in ONE
 * round trip under a single Sync, as queryAfter does before. PostgreSQL skips `after` when `sql` fails, and a
 * failing `after` statement is this query's error. The rows of `sql`.
 */
export async function queryThen<Row>(client: pg.ClientBase, sql: string, params: unknown[], after: string[]): Promise<Row[]> {
  const name = nameOf(sql);
  const afterStatements = after.map((text) => ({ text, name: nameOf(text) }));
  for (const statement of afterStatements) {
    if (!isPreparedOn(client, statement.name)) await runStatement(client, new StatementQuery(client, statement.name, statement.text, [], { prepareOnly: true }));
  }
  return (await runStatement<Row>(client, new StatementQuery(client, name, sql, params, { after: afterStatements.map((statement) => statement.name) }))).rows;
}

function nameOf(sql: string): string {
  const name = names.get(sql);
  if (!name) throw new Error(`queryAfter: the statement is not marked with prepared(): ${sql.slice(0, 60)}`);
  return name;
}
