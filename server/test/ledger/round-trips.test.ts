import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantOdance, person } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The hot paths of npm run bench (meQueryRatio, transferRatio): every round trip to PostgreSQL costs the process
// more than its SQL, so their counts are held here. The background mail jobs' statements (their whole transactions:
// the same query runner) are not the request's.
let app: TestApp;
let logged: Array<{ query: string; runner: unknown }> = [];
const JOB_STATEMENT = /outbox_mail|mail_checked_at/i;
beforeAll(async () => {
  app = await startTestApp();
  const logger = app.container.dataSource.logger;
  const original = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, runner) => {
    logged.push({ query, runner });
    return original(query, parameters, runner);
  };
});
afterAll(async () => app?.stop());

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  logged = [];
  const result = await run();
  const jobRunners = new Set(logged.filter((statement) => JOB_STATEMENT.test(statement.query)).map((statement) => statement.runner));
  return { result, statements: logged.filter((statement) => !jobRunners.has(statement.runner)).map((statement) => statement.query) };
}

describe('round trips of the hot paths', () => {
  it('me: the session, the balance and the main profile in one statement, the balance fresh', async () => {
    const viewer = await person(app, { odance: 40 });
    await viewer.client.graphql('{ me { id } }'); // a first request may refresh the session's last_seen_at
    const { result, statements: sent } = await counted(() => viewer.client.graphql('{ me { id balance { odance } mainProfile { id } } }'));
    expect(result.data?.me).toEqual({ id: viewer.account.id, balance: { odance: 40 }, mainProfile: null });
    expect(sent).toHaveLength(1);
    await grantOdance(app, viewer.account.id, 2);
    expect((await viewer.client.graphql('{ me { balance { odance } } }')).data?.me.balance.odance).toBe(42);
    const rest = await counted(() => viewer.client.get('/api/account/data'));
    expect(rest.result.body).toMatchObject({ id: viewer.account.id, balance: { odance: 42 } });
    expect(rest.statements).toHaveLength(1);
  });

  it('transferOdance: the session with the recipient and both wallets, then the ledger transaction', async () => {
    const sender = await person(app, { odance: 10 });
    const recipient = await person(app, { odance: 1 }); // a wallet already (a first transfer to someone creates it: 2 statements more)
    await sender.client.graphql('{ me { id } }');
    const input = { recipientId: recipient.account.id, amount: 3, idempotencyKey: newKey() };
    const { result, statements: sent } = await counted(() => sender.client.graphql(TRANSFER, { input }));
    expect(result.errors).toBeUndefined();
    // session + parties; BEGIN with isolation, lock timeout and generic plans; the key's claim with the accounts'
    // locks (one statement); entries with the recipient's notification and one NOTIFY of all the events (one
    // statement); COMMIT. The mail follows later (notification-mailer.ts).
    expect(sent, sent.join('\n')).toHaveLength(5);
    expect(sent[1]).toMatch(/^BEGIN ISOLATION LEVEL READ COMMITTED; SET LOCAL lock_timeout/);
    expect(sent[2]).toMatch(/^WITH claim AS \(\s*INSERT INTO ledger_movement[\s\S]*FOR UPDATE/);
    const again = await sender.client.graphql(TRANSFER, { input });
    expect(again.data?.transferOdance.transfer.id).toBe(result.data?.transferOdance.transfer.id);
    expect((await sender.client.graphql('{ me { balance { odance } } }')).data?.me.balance.odance).toBe(7);
  });

  it('keeps the error order: signed out before invalid input, self and unknown recipients refused', async () => {
    const sender = await person(app, { odance: 10 });
    const anonymous = await new HttpClient(app.url).graphql(TRANSFER, { input: { recipientId: 'nope', amount: 1, idempotencyKey: newKey() } });
    expect(anonymous.errors?.[0].extensions.code).toBe('AUTH_UNAUTHORIZED');
    const invalid = await sender.client.graphql(TRANSFER, { input: { recipientId: 'nope', amount: 1, idempotencyKey: newKey() } });
    expect(invalid.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'recipientId' } });
    const self = await sender.client.graphql(TRANSFER, { input: { recipientId: sender.account.id, amount: 1, idempotencyKey: newKey() } });
    expect(self.errors?.[0].extensions.code).toBe('ODANCE_TRANSFER_TO_SELF');
    const unknown = await sender.client.graphql(TRANSFER, { input: { recipientId: '00000000-0000-4000-8000-000000000000', amount: 1, idempotencyKey: newKey() } });
    expect(unknown.errors?.[0].extensions.code).toBe('ACCOUNT_NOT_FOUND');
  });
});
