import { PassThrough } from 'node:stream';
import type { Response } from 'express';
import type { QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actingAs } from '../../src/modules/auth/index.js';
import { Account } from '../../src/modules/account-rows/account.entity.js';
import { exportAllPayments } from '../../src/modules/payments/queries/export-all-payments.js';
import { CURSOR_BATCH } from '../../src/shared/database/cursor.js';
import { sendCsv } from '../../src/shared/http/csv.js';
import { csvRecords, parseCsv } from '../support/csv.js';
import { person, personalAccessToken, type Person } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait-for.js';

let app: TestApp;
let admin: Person;
let ann: Person, bob: Person;
const BULK = 3 * CURSOR_BATCH + 250; // a few thousand rows: several cursor batches
const BASE = new Date(Date.now() - 3_600_000); // Ann's purchase g was made g seconds before this
const STATUSES = ['pending', 'failed', 'expired', 'canceled'];
const countOf = (status: string) => Array.from({ length: BULK }, (_, i) => STATUSES[(i + 1) % 4]).filter((s) => s === status).length;
// Ann's purchases 1 to 10 (dateFrom inclusive, dateTo exclusive).
const WINDOW = { dateFrom: new Date(BASE.getTime() - 10_500).toISOString(), dateTo: new Date(BASE.getTime() - 500).toISOString() };
beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin' });
  ann = await person(app, { firstName: 'Ann', lastName: 'Bulk' });
  bob = await person(app, { firstName: 'Bob', lastName: 'Odd' });
  // Ann's purchases, one a second back from an hour ago, statuses in turn (4 kinds; none paid: paid needs a movement).
  await app.container.dataSource.query(
    `INSERT INTO payment (account_id, amount, unit_price_cents, total_cents, currency, status, provider, attempts, buyer_name, created_at)
     SELECT $1, 1 + g % 100, 100, (1 + g % 100) * 100, 'usd', (ARRAY['pending', 'failed', 'expired', 'canceled'])[1 + g % 4]::payment_status,
            'test', 1, 'Ann Bulk', $3::timestamptz - g * interval '1 second'
     FROM generate_series(1, $2::int) g`,
    [ann.id, BULK, BASE],
  );
  // Bob's name is made to be mis-read by a spreadsheet: a formula, quotes, a comma and a line break.
  await app.container.dataSource.query(
    `INSERT INTO payment (account_id, amount, unit_price_cents, total_cents, currency, status, provider, attempts, buyer_name)
     VALUES ($1, 9, 100, 900, 'usd', 'failed', 'test', 1, $2), ($1, 8, 100, 800, 'usd', 'expired', 'test', 1, $3)`,
    [bob.id, '=HYPERLINK("http://evil.example","Click, me")', 'Bob "the" Odd,\nSecond line'],
  );
});
afterAll(async () => {
  await app?.stop();
});

const ALL = `query All($filter: PaymentsFilter, $page: Int, $pageSize: Int) {
  allPayments(filter: $filter, page: $page, pageSize: $pageSize) { total page pageSize payments { id status accountId buyerName amount createdAt expiresAt } }
}`;

describe('allPayments (admin)', () => {
  it('lists every purchase newest first, filtered by status, account and dates, paged', async () => {
    const first = await admin.client.graphql(ALL, { pageSize: 5 });
    expect(first.errors).toBeUndefined();
    expect(first.data!.allPayments.total).toBeGreaterThanOrEqual(BULK + 2);
    const dates = first.data!.allPayments.payments.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const failed = (await admin.client.graphql(ALL, { filter: { status: 'failed', accountId: ann.id }, pageSize: 100 })).data!.allPayments;
    expect(failed.total).toBe(countOf('failed'));
    expect(failed.payments.every((p: { status: string; accountId: string }) => p.status === 'failed' && p.accountId === ann.id)).toBe(true);

    const bobs = (await admin.client.graphql(ALL, { filter: { accountId: bob.id } })).data!.allPayments;
    expect(bobs.payments.map((p: { amount: number }) => p.amount).sort()).toEqual([8, 9]);

    expect((await admin.client.graphql(ALL, { filter: { accountId: ann.id, ...WINDOW } })).data!.allPayments.total).toBe(10);
    const pending = (await admin.client.graphql(ALL, { filter: { status: 'pending', accountId: ann.id }, pageSize: 1 })).data!.allPayments.payments[0];
    expect(pending.expiresAt).toBeNull(); // inserted without a checkout
  });

  it('is for admins only and checks its filter', async () => {
    const member = await ann.client.graphql(ALL, {});
    expect(member.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const bad = await admin.client.graphql(ALL, { filter: { dateFrom: '2026-02-01', dateTo: '2026-01-01' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'filter.dateTo', reason: 'mismatch' } });
  });
});

describe('GET /api/admin/exports/payments.csv', () => {
  it('streams every matching payment as CSV, with the filters applied', async () => {
    const res = await admin.client.get(`/api/admin/exports/payments.csv?accountId=${ann.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="odance-payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csvRecords(res.text);
    expect(rows).toHaveLength(BULK);
    expect(new Set(rows.map((r) => r.id)).size).toBe(BULK);
    expect(rows.every((r) => r.account_id === ann.id && r.buyer_name === 'Ann Bulk')).toBe(true);
    expect(rows.map((r) => r.created_at)).toEqual(rows.map((r) => r.created_at).sort().reverse());
    expect(rows[0]).toMatchObject({ amount_odance: expect.stringMatching(/^\d+$/), currency: 'usd', invoice_number: '', paid_at: '' });
    // Money in currency units (dollars with two decimals), never cents.
    expect(rows.every((r) => /^\d+\.\d{2}$/.test(r.unit_price!) && Number(r.total) === Number(r.amount_odance) * Number(r.unit_price))).toBe(true);
    expect(Object.keys(rows[0]!).filter((name) => name.endsWith('_cents'))).toEqual([]);
    const raw = await fetch(`${app.url}/api/admin/exports/payments.csv?accountId=${bob.id}`, {
      headers: { cookie: [...admin.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const expired = csvRecords((await admin.client.get(`/api/admin/exports/payments.csv?accountId=${ann.id}&status=expired`)).text);
    expect(expired).toHaveLength(countOf('expired'));
    expect(expired.every((r) => r.status === 'expired')).toBe(true);
    const window = await admin.client.get(`/api/admin/exports/payments.csv?accountId=${ann.id}&dateFrom=${encodeURIComponent(WINDOW.dateFrom)}&dateTo=${encodeURIComponent(WINDOW.dateTo)}`);
    expect(csvRecords(window.text)).toHaveLength(10);
  });

  it('escapes quotes, commas and line breaks, and defuses formulas', async () => {
    const res = await admin.client.get(`/api/admin/exports/payments.csv?accountId=${bob.id}`);
    const names = csvRecords(res.text).map((r) => r.buyer_name).sort();
    expect(names).toEqual(['\'=HYPERLINK("http://evil.example","Click, me")', 'Bob "the" Odd,\nSecond line']);
    expect(res.text).toContain('"\'=HYPERLINK(""http://evil.example"",""Click, me"")"');
    expect(parseCsv(res.text).every((row) => row.length === parseCsv(res.text)[0]!.length)).toBe(true);
  });

  it('is for admins: signed out 401, a member 403, a token needs the admin scope; a bad filter is VALIDATION_FAILED', async () => {
    expect((await fetch(`${app.url}/api/admin/exports/payments.csv`)).status).toBe(401);
    const member = await ann.client.get('/api/admin/exports/payments.csv');
    expect([member.status, member.body.code]).toEqual([403, 'FORBIDDEN']);
    const read = await personalAccessToken(admin, { scopes: ['read'] });
    const refused = await fetch(`${app.url}/api/admin/exports/payments.csv`, { headers: { authorization: `Bearer ${read.token}` } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('ACCESS_INSUFFICIENT_SCOPE');
    const full = await personalAccessToken(admin, { scopes: ['read', 'admin'] });
    const exported = await fetch(`${app.url}/api/admin/exports/payments.csv?accountId=${bob.id}`, { headers: { authorization: `Bearer ${full.token}` } });
    expect(exported.status).toBe(200);
    expect(csvRecords(await exported.text())).toHaveLength(2);
    const bad = await admin.client.get('/api/admin/exports/payments.csv?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'filter.status' } });
  });

  it('reads the rows batch by batch as the client reads: a stalled client holds the cursor after one batch', async () => {
    // Every FETCH the export's cursor sends (shared/database/cursor.ts), counted through the query runner it opens.
    const fetches: string[] = [];
    const { dataSource } = app.container;
    const original = dataSource.createQueryRunner.bind(dataSource);
    const spy = vi.spyOn(dataSource, 'createQueryRunner').mockImplementation((...args) => {
      const runner: QueryRunner = original(...args);
      const query = runner.query.bind(runner);
      runner.query = ((sql: string, ...rest: unknown[]) => {
        if (sql.startsWith('FETCH')) fetches.push(sql);
        return (query as (...a: unknown[]) => Promise<unknown>)(sql, ...rest);
      }) as QueryRunner['query'];
      return runner;
    });
    try {
      const adminAccount = await dataSource.manager.findOneByOrFail(Account, { id: admin.id });
      const file = await exportAllPayments(actingAs(app.container, adminAccount), { filter: { accountId: ann.id } });
      // A client that reads nothing yet: a 1 KB buffer, as a slow socket's would fill.
      const sink = Object.assign(new PassThrough({ highWaterMark: 1024 }), { status: () => sink, set: () => sink });
      const done = sendCsv(sink as unknown as Response, file);
      await waitFor(() => fetches.length >= 1);
      // A deliberate pause, not a wait for something: it proves a FETCH does NOT happen while nobody drains, and
      // absence has no event to wait on. 300 ms is many times what reading the next batch takes when it is read.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fetches).toHaveLength(1); // 4 batches are due; only the first was read while nobody drained
      const chunks: Buffer[] = [];
      sink.on('data', (chunk: Buffer) => chunks.push(chunk));
      await done;
      expect(fetches).toHaveLength(Math.ceil(BULK / CURSOR_BATCH));
      expect(csvRecords(Buffer.concat(chunks).toString('utf8'))).toHaveLength(BULK);
    } finally {
      spy.mockRestore();
    }
  });
});
