import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, type Person } from '../support/factories.js';
import { auditLedger, balanceOf, newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Tuple } from '../support/tuple.js';

// How long the random-transfer storm runs; bounded so the suite stays well under a minute.
const STORM_MS = Number(process.env.LEDGER_STORM_MS ?? 10_000);
const WORKERS = 64;
const ACCOUNTS = 20;
const START_BALANCE = 1_000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const holders = <N extends number>(count: N, odance: number) => Promise.all(Array.from({ length: count }, () => person(app, { odance }))) as Promise<Tuple<Person, N>>;

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!; // the lists are never empty

describe('concurrent transfers', () => {
  it(`${WORKERS} clients sending random transfers among ${ACCOUNTS} accounts conserve every oDance`, async () => {
    const people = await holders(ACCOUNTS, START_BALANCE);
    const expected = new Map(people.map((person) => [person.id, START_BALANCE]));
    const outcomes = { ok: 0, replayed: 0, insufficient: 0, unexpected: [] as unknown[] };
    const deadline = Date.now() + STORM_MS;

    const worker = async () => {
      while (Date.now() < deadline) {
        const sender = pick(people);
        const recipient = pick(people.filter((person) => person !== sender));
        const input = { recipientId: recipient.id, amount: 1 + Math.floor(Math.random() * 400), message: 'storm', idempotencyKey: newKey() };
        const res = await sender.client.graphql(TRANSFER, { input });
        const code = res.errors?.[0].extensions.code;
        if (res.status >= 500 || (code && code !== 'ODANCE_INSUFFICIENT_BALANCE')) outcomes.unexpected.push({ status: res.status, errors: res.errors });
        else if (code) outcomes.insufficient += 1;
        else {
          outcomes.ok += 1;
          expected.set(sender.id, expected.get(sender.id)! - input.amount);
          expected.set(recipient.id, expected.get(recipient.id)! + input.amount);
          // Now and then the client "retries" a request that succeeded: the same transfer comes back, nothing moves.
          if (Math.random() < 0.1) {
            const again = await sender.client.graphql(TRANSFER, { input });
            if (again.data?.transferOdance.transfer.id === res.data!.transferOdance.transfer.id) outcomes.replayed += 1;
            else outcomes.unexpected.push({ replay: again });
          }
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));

    expect(outcomes.unexpected).toEqual([]);
    expect(outcomes.ok).toBeGreaterThan(50);
    const balances = await Promise.all(people.map((person) => balanceOf(app, person.id)));
    expect(balances.reduce((sum, balance) => sum + balance, 0)).toBe(ACCOUNTS * START_BALANCE);
    expect(new Map(people.map((person, index) => [person.id, balances[index]]))).toEqual(expected);
    const audit = await auditLedger(app);
    expect(audit.violations).toEqual([]);
    expect(audit.totals.held).toBe(audit.totals.issuedByCard);
    console.info(`storm: ${outcomes.ok} transfers, ${outcomes.replayed} replays, ${outcomes.insufficient} refused as insufficient in ${STORM_MS} ms`);
  }, STORM_MS + 40_000);

  it('of 20 concurrent transfers that together exceed the balance, exactly the affordable ones succeed', async () => {
    const [sender] = await holders(1, 100);
    const recipients = await holders(4, 0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        sender.client.graphql(TRANSFER, { input: { recipientId: recipients[index % 4]!.id, amount: 7, idempotencyKey: newKey() } }),
      ),
    );
    const succeeded = results.filter((res) => !res.errors);
    expect(succeeded).toHaveLength(Math.floor(100 / 7));
    expect(results.filter((res) => res.errors).map((res) => res.errors![0].extensions.code)).toEqual(Array(20 - 14).fill('ODANCE_INSUFFICIENT_BALANCE'));
    expect(await balanceOf(app, sender.id)).toBe(100 - 14 * 7);
    expect((await auditLedger(app)).violations).toEqual([]);
  });

  it('one idempotency key fired 3 times at once makes one movement', async () => {
    const [sender, recipient] = await holders(2, 50);
    const input = { recipientId: recipient.id, amount: 20, message: 'once', idempotencyKey: newKey() };
    const results = await Promise.all([1, 2, 3].map(() => sender.client.graphql(TRANSFER, { input })));
    expect(results.map((res) => res.errors)).toEqual([undefined, undefined, undefined]);
    expect(new Set(results.map((res) => res.data!.transferOdance.transfer.id)).size).toBe(1);
    const [{ count }] = await app.container.dataSource.query(
      `SELECT count(*) FROM ledger_movement WHERE initiator_account_id = $1 AND idempotency_key = $2`,
      [sender.id, input.idempotencyKey],
    );
    expect(Number(count)).toBe(1);
    expect([await balanceOf(app, sender.id), await balanceOf(app, recipient.id)]).toEqual([30, 70]);
    expect((await auditLedger(app)).violations).toEqual([]);
  });
});
