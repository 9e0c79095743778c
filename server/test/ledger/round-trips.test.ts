import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { grantOdance, person } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The hot paths of npm run bench (meQueryRatio, transferRatio): every round trip to PostgreSQL costs the process
// more than its SQL, so their counts are held here. The background jobs' statements (mail, webhooks: their whole
// transactions, the same query runner; a pass's advisory lock on a runner of its own) are not the request's. A runner
// is known as a job's from any statement it ever sent, so a job's COMMIT inside the window is left out too.
let app: TestApp;
let logged: Array<{ query: string; runner: unknown }> = [];
const jobRunners = new WeakSet<object>();
const JOB_STATEMENT = /outbox_mail|mail_checked_at|webhook_|pg_try_advisory_lock|pg_advisory_unlock/i;
beforeAll(async () => {
  app = await startTestApp();
  const logger = app.container.dataSource.logger;
  const original = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, runner) => {
    logged.push({ query, runner });
    if (runner && JOB_STATEMENT.test(query)) jobRunners.add(runner);
    return original(query, parameters, runner);
  };
});
afterAll(async () => app?.stop());

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  logged = [];
  const result = await run();
  const window = [...logged];
  // A job whose transaction began inside the window (the notification mailer's, every 3 s) has sent only TypeORM's
  // START TRANSACTION so far: its next statement names it, so it is awaited before the window is judged.
  const starting = (runner: unknown) => !jobRunners.has(runner as object) && logged.every((other) => other.runner !== runner || other.query === 'START TRANSACTION');
  await vi.waitFor(() => {
    if (window.some((statement) => statement.runner && statement.query === 'START TRANSACTION' && starting(statement.runner))) throw new Error('a transaction is still starting');
  });
  return { result, statements: window.filter((statement) => !(statement.runner && jobRunners.has(statement.runner))).map((statement) => statement.query) };
}

describe('round trips of the hot paths', () => {
  it('me: the session, the balance and the main profile in one statement, the balance fresh', async () => {
    const viewer = await person(app, { odance: 40 });
    await viewer.client.graphql('{ me { id } }'); // a first request may refresh the session's last_seen_at
    const { result, statements: sent } = await counted(() => viewer.client.graphql('{ me { id balance { odance } mainProfile { id } } }'));
    expect(result.data?.me).toEqual({ id: viewer.account.id, balance: { odance: 40 }, mainProfile: null });
    expect(sent, sent.join("\n")).toHaveLength(1);
    await grantOdance(app, viewer.account.id, 2);
    expect((await viewer.client.graphql('{ me { balance { odance } } }')).data?.me.balance.odance).toBe(42);
    const rest = await counted(() => viewer.client.get('/api/account/data'));
    expect(rest.result.body).toMatchObject({ id: viewer.account.id, balance: { odance: 42 } });
    expect(rest.statements, rest.statements.join('\n')).toHaveLength(1);
  });

  it('transferOdance: the session with the recipient and both wallets sent with BEGIN, then the ledger transaction', async () => {
    const sender = await person(app, { odance: 10 });
    const recipient = await person(app, { odance: 1 }); // a wallet already (a first transfer to someone creates it: 2 statements more)
    await sender.client.graphql('{ me { id } }');
    const input = { recipientId: recipient.account.id, amount: 3, idempotencyKey: newKey() };
    const { result, statements: sent } = await counted(() => sender.client.graphql(TRANSFER, { input }));
    expect(result.errors).toBeUndefined();
    // BEGIN with isolation, lock timeout and generic plans, and the session + parties (one round trip); the key's
    // claim with the accounts' locks (one statement); entries with the recipient's notification and their events in
    // the log, then COMMIT (one round trip). The mail follows later (notification-mailer.ts).
    expect(sent, sent.join('\n')).toHaveLength(3);
    expect(sent[0]).toMatch(/^BEGIN ISOLATION LEVEL READ COMMITTED; SET LOCAL lock_timeout[^;]*; SET LOCAL plan_cache_mode[^;]*; SELECT s\.token_hash[\s\S]*FROM session s/);
    expect(sent[1]).toMatch(/^WITH claim AS \(\s*INSERT INTO ledger_movement[\s\S]*FOR UPDATE/);
    expect(sent[2]).toMatch(/^WITH written AS \(\s*INSERT INTO ledger_entry[\s\S]*INSERT INTO event_log[\s\S]*; COMMIT$/);
    const again = await sender.client.graphql(TRANSFER, { input });
    expect(again.data?.transferOdance.transfer.id).toBe(result.data?.transferOdance.transfer.id);
    expect((await sender.client.graphql('{ me { balance { odance } } }')).data?.me.balance.odance).toBe(7);
  });

  it('keeps the error order: signed out before invalid input, self and unknown recipients refused', async () => {
    const sender = await person(app, { odance: 10 });
    const anonymous = await new HttpClient(app.url).graphql(TRANSFER, { input: { recipientId: 'nope', amount: 1, idempotencyKey: newKey() } });
    expect(anonymous.errors?.[0].extensions.code).toBe('AUTH_UNAUTHORIZED');
    // Signed out with a valid input: refused before any transaction begins (no statement at all without a cookie).
    const validInput = { recipientId: sender.account.id, amount: 1, idempotencyKey: newKey() };
    const signedOut = await counted(() => new HttpClient(app.url).graphql(TRANSFER, { input: validInput }));
    expect(signedOut.result.errors?.[0].extensions.code).toBe('AUTH_UNAUTHORIZED');
    expect(signedOut.statements).toEqual([]);
    const invalid = await sender.client.graphql(TRANSFER, { input: { recipientId: 'nope', amount: 1, idempotencyKey: newKey() } });
    expect(invalid.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'recipientId' } });
    const self = await sender.client.graphql(TRANSFER, { input: { recipientId: sender.account.id, amount: 1, idempotencyKey: newKey() } });
    expect(self.errors?.[0].extensions.code).toBe('ODANCE_TRANSFER_TO_SELF');
    const unknown = await sender.client.graphql(TRANSFER, { input: { recipientId: '00000000-0000-4000-8000-000000000000', amount: 1, idempotencyKey: newKey() } });
    expect(unknown.errors?.[0].extensions.code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('a first transfer to someone without a wallet creates it inside the transaction; a refused one leaves none', async () => {
    const sender = await person(app, { odance: 5 });
    const walletless = await person(app);
    const wallets = async () =>
      (await app.container.dataSource.query(`SELECT count(*)::int AS n FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = $1`, [walletless.account.id]))[0].n;
    expect(await wallets()).toBe(0);
    const refused = await sender.client.graphql(TRANSFER, { input: { recipientId: walletless.account.id, amount: 6, idempotencyKey: newKey() } });
    expect(refused.errors?.[0].extensions.code).toBe('ODANCE_INSUFFICIENT_BALANCE');
    expect(await wallets()).toBe(0);
    const sent = await sender.client.graphql(TRANSFER, { input: { recipientId: walletless.account.id, amount: 5, idempotencyKey: newKey() } });
    expect(sent.errors).toBeUndefined();
    expect((await walletless.client.graphql('{ me { balance { odance } } }')).data?.me.balance.odance).toBe(5);
    expect(await wallets()).toBe(1);
  });
});
