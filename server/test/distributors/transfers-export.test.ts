import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributorOf, grantOdance, person, type Person, type TestDistributor } from '../support/factories.js';
import { csvRecords } from '../support/csv.js';
import { newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { distribute } from './fixtures.js';

let app: TestApp;
let admin: Person;
let seller: TestDistributor;
let sam: Person, rita: Person, other: Person;
const SENT = 30;

beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin' });
  seller = await distributorOf(app, admin, {}, { firstName: 'Dora', lastName: 'Seller' });
  sam = await person(app, { firstName: 'Sam', lastName: 'Sender' });
  rita = await person(app, { firstName: 'Rita', lastName: 'Recipient' });
  other = await person(app);
  await grantOdance(app, sam.id, 10_000);
  for (let i = 1; i <= SENT; i += 1) {
    const message = i === 1 ? '@SUM(A1:A9), "quoted"\nnext line' : `gift ${i}`;
    const res = await sam.client.graphql(TRANSFER, { input: { recipientId: rita.id, amount: i, message, idempotencyKey: newKey() } });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  }
  await distribute(seller, sam.id, 5, { message: 'cash' });
  await distribute(seller, other.id, 7);
});
afterAll(async () => {
  await app?.stop();
});

const exported = async (query: string) => {
  const res = await admin.client.get(`/api/admin/exports/transfers.csv${query}`);
  expect(res.status).toBe(200);
  return { res, rows: csvRecords(res.text) };
};

describe('GET /api/admin/exports/transfers.csv', () => {
  it('has every transfer and distribution matching the list’s filters, in its sort', async () => {
    const { res, rows } = await exported(`?accountId=${sam.id}`);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="odance-transfers-[\d-]+\.csv"$/);
    expect(rows).toHaveLength(SENT + 1);
    expect(rows[0]).toMatchObject({ type: 'distribution', amount_odance: '5', message: 'cash', sender_name: 'Dora Seller', recipient_id: sam.id, fiat_usd: '5.00' });
    expect(rows.slice(1).every((r) => r.type === 'transfer' && r.sender_id === sam.id && r.recipient_name === 'Rita Recipient')).toBe(true);

    const ranged = await exported(`?accountId=${sam.id}&type=transfer&amountFrom=10&amountTo=12&sort=amount&sortOrder=asc`);
    expect(ranged.rows.map((r) => r.amount_odance)).toEqual(['10', '11', '12']);
    const distributions = await exported('?type=distribution');
    expect(distributions.rows.map((r) => r.amount_odance).sort()).toEqual(['5', '7']);
  });

  it('starts with a UTF-8 byte order mark (names read right in Excel) and writes money in dollars, not cents', async () => {
    const raw = await fetch(`${app.url}/api/admin/exports/transfers.csv?type=distribution&accountId=${sam.id}`, {
      headers: { cookie: [...admin.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [row] = csvRecords(new TextDecoder().decode(bytes)); // the decoder drops the mark
    // 5 oDance at 100 cents, a 10 % margin: $5.00 taken, $0.50 the distributor's, $4.50 owed to the platform.
    expect(row).toMatchObject({ amount_odance: '5', fiat_usd: '5.00', revenue_usd: '0.50', fees_usd: '4.50' });
    expect(Object.keys(row!).filter((name) => name.endsWith('_cents'))).toEqual([]);
  });

  it('escapes the message and defuses a formula', async () => {
    const { res, rows } = await exported(`?accountId=${rita.id}&amountTo=1`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe('\'@SUM(A1:A9), "quoted"\nnext line');
    expect(res.text).toContain('"\'@SUM(A1:A9), ""quoted""\nnext line"');
  });

  it('is for admins only; the filters are checked as the list checks them', async () => {
    expect((await fetch(`${app.url}/api/admin/exports/transfers.csv`)).status).toBe(401);
    expect((await sam.client.get('/api/admin/exports/transfers.csv')).status).toBe(403);
    const bad = await admin.client.get('/api/admin/exports/transfers.csv?amountFrom=5&amountTo=2');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'filter.amountTo', reason: 'mismatch' } });
    const letters = await admin.client.get('/api/admin/exports/transfers.csv?amountFrom=ten');
    expect(letters.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'filter.amountFrom' } });
  });
});
