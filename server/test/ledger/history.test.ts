import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributorOf, grantOdance, person, type Person, type TestDistributor } from '../support/factories.js';
import { csvRecords } from '../support/csv.js';
import { newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { distribute } from '../distributors/fixtures.js';

// The member's history (PRODUCT.md §15; modules/ledger/my-history.ts): filters on myTransfers, the CSV export with the
// same filters, and the receipt query that only the parties may read.

const HISTORY = `query($filter: MyTransfersFilter, $sort: TransferSort, $sortOrder: SortOrder) {
  myTransfers(filter: $filter, sort: $sort, sortOrder: $sortOrder, pageSize: 100) {
    total transfers { id kind direction amount fiatCents message reference counterparty { id firstName lastName } }
  }
}`;
const RECEIPT = `query($id: ID!) { myTransfer(id: $id) { id kind direction amount fiatCents message reference createdAt counterparty { firstName lastName } } }`;

let app: TestApp;
let admin: Person;
let seller: TestDistributor;
let ana: Person, nunez: Person, bo: Person, stranger: Person;
let between: string;
let firstTransferId: string;

const history = async (who: Person, filter: Record<string, unknown> | null, extra: Record<string, unknown> = {}) => {
  const res = await who.client.graphql(HISTORY, { filter, ...extra });
  return res as { data?: { myTransfers: { total: number; transfers: Array<Record<string, any>> } }; errors?: Array<{ extensions?: Record<string, any> }> };
};
const send = async (from: Person, to: Person, amount: number, extra: Record<string, unknown> = {}) => {
  const res = await from.client.graphql(TRANSFER, { input: { recipientId: to.id, amount, idempotencyKey: newKey(), ...extra } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return (res.data as { transferOdance: { transfer: { id: string } } }).transferOdance.transfer.id;
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin' });
  seller = await distributorOf(app, admin, {}, { firstName: 'Dora', lastName: 'Seller' });
  ana = await person(app, { firstName: 'Ana', lastName: 'Member' });
  nunez = await person(app, { firstName: 'Lucía', lastName: 'Núñez' });
  bo = await person(app, { firstName: 'Bo', lastName: 'Other' });
  stranger = await person(app, { firstName: 'Stan', lastName: 'Ger' });
  await grantOdance(app, ana.id, 1000);
  await grantOdance(app, nunez.id, 1000);
  firstTransferId = await send(ana, nunez, 10, { message: '=SUM(A1) salsa', reference: 'INV-1' });
  await send(nunez, ana, 3);
  await new Promise((resolve) => setTimeout(resolve, 30));
  between = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 30));
  await send(ana, bo, 20);
  const sold = await distribute(seller, ana.id, 5, { message: 'cash at the door' });
  if (sold.errors) throw new Error(JSON.stringify(sold.errors));
});
afterAll(async () => {
  await app?.stop();
});

describe('myTransfers: the member history with filters', () => {
  it('lists transfers and the distributions the member bought, each with its kind and money', async () => {
    const res = await history(ana, null);
    expect(res.errors).toBeUndefined();
    const rows = res.data!.myTransfers.transfers;
    expect(rows.map((r) => r.kind)).toEqual(['distributionReceived', 'sent', 'received', 'sent']);
    expect(rows[0]).toMatchObject({ direction: 'received', amount: 5, fiatCents: 500, counterparty: { firstName: 'Dora', lastName: 'Seller' } });
    expect(rows[1]).toMatchObject({ fiatCents: null, amount: 20 });
    const sellerRows = (await history(seller, null)).data!.myTransfers.transfers;
    expect(sellerRows).toEqual([expect.objectContaining({ kind: 'distributionMade', direction: 'sent', amount: 5, counterparty: expect.objectContaining({ id: ana.id }) })]);
  });

  it('filters by counterpart name, ignoring case and accents', async () => {
    const res = await history(ana, { counterpart: '  NUNEZ ' });
    expect(res.data!.myTransfers.total).toBe(2);
    expect(res.data!.myTransfers.transfers.every((r) => r.counterparty.id === nunez.id)).toBe(true);
    expect((await history(ana, { counterpart: 'lucía n' })).data!.myTransfers.total).toBe(2);
    // LIKE's own characters are taken literally.
    expect((await history(ana, { counterpart: '%' })).data!.myTransfers.total).toBe(0);
  });

  it('filters by kind', async () => {
    const kinds = async (kind: string) => (await history(ana, { kind })).data!.myTransfers.transfers.map((r) => r.amount);
    expect(await kinds('sent')).toEqual([20, 10]);
    expect(await kinds('received')).toEqual([3]);
    expect(await kinds('distributionReceived')).toEqual([5]);
    expect(await kinds('distributionMade')).toEqual([]);
  });

  it('filters by dates: from inclusive, to exclusive, a day meaning its UTC midnight', async () => {
    const after = (await history(ana, { dateFrom: between })).data!.myTransfers.transfers.map((r) => r.amount);
    expect(after).toEqual([5, 20]);
    const before = (await history(ana, { dateTo: between })).data!.myTransfers.transfers.map((r) => r.amount);
    expect(before).toEqual([3, 10]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await history(ana, { dateTo: tomorrow })).data!.myTransfers.total).toBe(4);
    expect((await history(ana, { dateFrom: tomorrow })).data!.myTransfers.total).toBe(0);
    expect((await history(ana, { counterpart: 'bo', kind: 'sent', dateFrom: between, dateTo: tomorrow })).data!.myTransfers.total).toBe(1);
  });

  it('refuses a filter it cannot use, next to its field, instead of ignoring it', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ dateFrom: '2026-02-30' }, 'filter.dateFrom', 'invalid'],
      [{ dateTo: 'yesterday' }, 'filter.dateTo', 'invalid'],
      [{ dateFrom: '2026-05-02', dateTo: '2026-05-01' }, 'filter.dateTo', 'mismatch'],
      [{ counterpart: 'x'.repeat(101) }, 'filter.counterpart', 'tooLong'],
    ];
    for (const [filter, field, reason] of cases) {
      const res = await history(ana, filter);
      expect(res.errors?.[0]?.extensions, JSON.stringify(filter)).toMatchObject({ code: 'VALIDATION_FAILED', params: { field, reason } });
    }
  });
});

describe('GET /api/account/exports/transfers.csv', () => {
  it('exports the viewer’s history with the same filters: BOM, signed oDance, money in dollars, the reference', async () => {
    const res = await ana.client.get('/api/account/exports/transfers.csv?sortOrder=asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="odance-history-[\d-]+\.csv"$/);
    const raw = await fetch(`${app.url}/api/account/exports/transfers.csv`, { headers: { cookie: [...ana.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRecords(res.text);
    expect(Object.keys(rows[0]!)).toEqual(['id', 'kind', 'created_at', 'counterpart_id', 'counterpart_name', 'amount_odance', 'fiat_usd', 'message', 'reference']);
    expect(rows.map((r) => [r.kind, r.amount_odance, r.fiat_usd])).toEqual([
      ['sent', '-10', ''],
      ['received', '3', ''],
      ['sent', '-20', ''],
      ['distributionReceived', '5', '5.00'],
    ]);
    expect(rows[0]).toMatchObject({ id: firstTransferId, counterpart_name: 'Lucía Núñez', message: "'=SUM(A1) salsa", reference: 'INV-1' });

    const filtered = csvRecords((await ana.client.get(`/api/account/exports/transfers.csv?counterpart=nunez&kind=sent&dateTo=${encodeURIComponent(between)}`)).text);
    expect(filtered.map((r) => r.amount_odance)).toEqual(['-10']);
  });

  it('holds only the viewer’s own rows', async () => {
    const rows = csvRecords((await bo.client.get('/api/account/exports/transfers.csv')).text);
    expect(rows).toEqual([expect.objectContaining({ kind: 'received', counterpart_id: ana.id, amount_odance: '20' })]);
    expect(csvRecords((await stranger.client.get('/api/account/exports/transfers.csv')).text)).toEqual([]);
  });

  it('is for a signed-in viewer; a bad filter is VALIDATION_FAILED on its field', async () => {
    expect((await fetch(`${app.url}/api/account/exports/transfers.csv`)).status).toBe(401);
    const cases: Array<[string, string, string]> = [
      ['kind=bought', 'filter.kind', 'invalid'],
      ['dateFrom=2026-13-01', 'filter.dateFrom', 'invalid'],
      ['dateFrom=2026-05-02&dateTo=2026-05-02', 'filter.dateTo', 'mismatch'],
      ['sort=name', 'sort', 'invalid'],
    ];
    for (const [query, field, reason] of cases) {
      const res = await ana.client.get(`/api/account/exports/transfers.csv?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field, reason } });
    }
  });
});

describe('myTransfer: the receipt', () => {
  it('shows a transfer to both of its parties, each from their side', async () => {
    const mine = await ana.client.graphql(RECEIPT, { id: firstTransferId });
    expect(mine.data).toMatchObject({ myTransfer: { id: firstTransferId, kind: 'sent', amount: 10, message: '=SUM(A1) salsa', reference: 'INV-1', counterparty: { lastName: 'Núñez' } } });
    const theirs = await nunez.client.graphql(RECEIPT, { id: firstTransferId });
    expect(theirs.data).toMatchObject({ myTransfer: { kind: 'received', direction: 'received', counterparty: { firstName: 'Ana' } } });
  });

  it('is NOT_FOUND for anyone else, an admin included, and for an id that names nothing', async () => {
    for (const [who, id] of [
      [stranger, firstTransferId],
      [admin, firstTransferId],
      [ana, '00000000-0000-4000-8000-000000000000'],
      [ana, 'not-an-id'],
    ] as const) {
      const res = await who.client.graphql(RECEIPT, { id });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
    const signedOut = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: RECEIPT, variables: { id: firstTransferId } }) });
    expect(((await signedOut.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('AUTH_UNAUTHORIZED');
  });
});
