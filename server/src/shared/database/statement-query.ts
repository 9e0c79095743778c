import pg from 'pg';

/** What node-postgres answers for a statement: the rows, and the command tag's name and count. */
export interface StatementResult<Row> {
  rows: Row[];
  rowCount: number | null;
  command: string | null;
  fields: pg.FieldDef[];
}

type Callback = (error: Error | null, result?: StatementResult<Record<string, unknown>>) => void;

/** The rows' shape of one statement on one connection: column names, their parsers, pg's field list. */
interface RowShape {
  names: string[];
  parsers: Array<(text: string) => unknown>;
  fields: pg.FieldDef[];
}

/** The protocol calls node-postgres makes on a connection (what pg-cursor uses too: its Submittable interface). */
interface Connection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(query: { text: string; name: string; types: unknown[] }): void;
  bind(config: { portal: string; statement: string; values: unknown[]; binary: boolean; valueMapper: (value: unknown) => unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

// Per connection, per statement: a statement's result type never changes on a connection (PostgreSQL refuses to
// run a prepared statement whose result type a migration changed: "cached plan must not change result type").
const shapes = new WeakMap<object, Map<string, RowShape>>();
const prepareValue = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils.prepareValue;
// node-postgres's Result, for its parsing of a command tag ("INSERT 0 3" → INSERT, 3); its typings leave that out.
type CommandTag = { command: string | null; rowCount: number | null; addCommandComplete(message: { text: string }): void };
const CommandTagOf = pg.Result as unknown as new () => CommandTag;

/**
 * One hot-path statement as node-postgres's Submittable (`client.query(submittable)`, the interface pg-cursor is
 * built on), for the statements marked with prepared() (shared/database/prepared.ts): Bind/Execute/Sync of the
 * named statement, Parse first on a new connection; the Describe that node-postgres sends on EVERY execution only
 * until the rows' shape is known on that connection. The rows are made with the shape kept per connection and
 * statement, where node-postgres's Query clones its config, makes a Result per statement and rebuilds every
 * result's row template and parsers from its RowDescription (docs/decisions.md#prepared-statements-and-the-driver).
 * Rows, errors and their order are node-postgres's own
 * (test/foundation/statement-query.test.ts holds them equal).
 * - `before`: names of parameterless statements already prepared on the connection (a BEGIN, SET LOCALs), each
 *   bound and executed ahead of the statement, under the same Sync: one write, one round trip, and PostgreSQL
 *   skips everything after a failing one up to the Sync (queryAfter).
 * - `after`: names of parameterless statements already prepared on the connection (a COMMIT), each bound and
 *   executed after the statement under the same Sync; skipped when the statement fails, and their failure is the
 *   query's (queryThen). The rows and command tag are the statement's own.
 * - `prepareOnly`: Parse and Sync, nothing run (how queryAfter prepares its `before` statements).
 */
export class StatementQuery {
  callback?: Callback;
  private shape?: RowShape;
  private known?: Map<string, RowShape>;
  private rows: Array<Record<string, unknown>> = [];
  /** The command tag's name and count, read by node-postgres's own Result (only its tag parsing is used). */
  private readonly tag = new CommandTagOf();
  private rowError: Error | null = null;
  private done = false;
  /** CommandCompletes received: the statement's is the one after its `before` statements'. */
  private completes = 0;

  constructor(
    private readonly client: pg.ClientBase,
    /** The prepared statement's name (node-postgres's client reads it on ParseComplete and on errors). */
    readonly name: string,
    /** The statement's text. */
    readonly text: string,
    private readonly values: unknown[],
    private readonly options: { before?: string[]; after?: string[]; prepareOnly?: boolean } = {},
  ) {}

  submit(connection: Connection): Error | null {
    let known = shapes.get(connection);
    if (!known) shapes.set(connection, (known = new Map<string, RowShape>()));
    this.known = known;
    this.shape = known.get(this.name);
    connection.stream.cork?.();
    try {
      for (const statement of this.options.before ?? []) {
        connection.bind({ portal: '', statement, values: [], binary: false, valueMapper: prepareValue });
        connection.execute({ portal: '', rows: 0 });
      }
      // After the `before` statements: node-postgres takes any ParseComplete for this statement's, so this Parse
      // must be the only one sent (they were prepared apart); when one of them fails, it is skipped with the rest.
      if (!isPrepared(connection, this.name)) {
        connection.parse({ text: this.text, name: this.name, types: [] });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      if (this.options.prepareOnly) {
        connection.sync();
        return null;
      }
      try {
        connection.bind({ portal: '', statement: this.name, values: this.values, binary: false, valueMapper: prepareValue });
      } catch (error) {
        // A value that cannot be sent (the Bind is built whole before it is written, so none of it went): nothing
        // runs, and the Sync's ReadyForQuery answers with this error.
        this.rowError = error as Error;
        connection.sync();
        return null;
      }
      if (!this.shape) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '', rows: 0 });
      for (const statement of this.options.after ?? []) {
        connection.bind({ portal: '', statement, values: [], binary: false, valueMapper: prepareValue });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: pg.FieldDef[] }): void {
    // Only this statement is described (the `before` statements return no rows).
    this.rows = [];
    if (this.shape) return;
    const fields = message.fields;
    this.shape = {
      names: fields.map((field) => field.name),
      // pg-types answers `any`; a text-format parser takes the column's text.
      parsers: fields.map((field) => this.client.getTypeParser(field.dataTypeID, field.format as 'text') as RowShape['parsers'][number]),
      fields,
    };
    this.known?.set(this.name, this.shape);
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    if (this.rowError) return;
    const { names, parsers } = this.shape!;
    const row: Record<string, unknown> = {};
    try {
      // An index loop, on every row of every statement sent this way. `names`, `parsers` and the DataRow's fields
      // have one entry per column of the RowDescription, so every index below is present.
      for (let i = 0; i < names.length; i++) {
        const text = message.fields[i];
        row[names[i]!] = text == null ? null : parsers[i]!(text);
      }
    } catch (error) {
      this.rowError = error as Error;
      return;
    }
    this.rows.push(row);
  }

  handleCommandComplete(message: { text: string }): void {
    this.completes += 1;
    if (this.completes === (this.options.before?.length ?? 0) + 1) this.tag.addCommandComplete(message);
  }

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: Connection): void {
    connection.sendCopyFail('COPY is not supported here');
  }

  handleCopyData(): void {}

  handleError(error: Error): void {
    this.finish(this.rowError ?? error);
  }

  handleReadyForQuery(): void {
    this.finish(this.rowError);
  }

  private finish(error: Error | null): void {
    if (this.done) return;
    this.done = true;
    if (error) return this.callback?.(error);
    this.callback?.(null, { rows: this.rows, rowCount: this.tag.rowCount, command: this.tag.command, fields: this.shape?.fields ?? [] });
  }
}

/** Whether the named statement is prepared on this connection, or its Parse is on the way. */
function isPrepared(connection: Connection, name: string): boolean {
  return connection.parsedStatements[name] !== undefined || connection.submittedNamedStatements[name] !== undefined;
}

/** Whether `client`'s connection has the named statement prepared (or its Parse on the way). */
export function isPreparedOn(client: pg.ClientBase, name: string): boolean {
  return isPrepared((client as unknown as { connection: Connection }).connection, name);
}

/** Sends `query` on `client`; its result, or node-postgres's error for it. */
export function runStatement<Row>(client: pg.ClientBase, query: StatementQuery): Promise<StatementResult<Row>> {
  return new Promise((resolve, reject) => {
    query.callback = (error, result) => (error ? reject(error) : resolve(result as unknown as StatementResult<Row>));
    (client as unknown as { query(submittable: StatementQuery): void }).query(query);
  });
}
