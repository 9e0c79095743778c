import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributorOf, person, type Person, type TestDistributor } from '../support/factories.js';
import { newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { distribute, errorOf } from '../distributors/fixtures.js';

// Cursor paging beside page numbers (docs/api.md "Paging"): `first` rows `after` pageInfo.endCursor, `since` an
// instant, on the viewer's transfers, a distributor's distributions and the admin list.

let app: TestApp;
let admin: Person;
let sam: Person;
let rita: Person;
let seller: TestDistributor;
beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin' });
  sam = await person(app, { odance: 1_000 });
  rita = await person(app);
  seller = await distributorOf(app, admin);
  // Amounts repeat (3, 3, 3, …) so sorting by amount has ties the id must break.
  for (let i = 1; i <= 7; i += 1) await send(sam, rita.id, i <= 4 ? 3 : i);
});
afterAll(async () => {
  await app?.stop();
});

async function send(from: Person, to: string, amount: number): Promise<string> {
  const res = await from.client.graphql(TRANSFER, { input: { recipientId: to, amount, idempotencyKey: newKey() } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.transferOdance.transfer.id;
}

const MINE = `query($first: Int, $after: String, $since: String, $sort: TransferSort, $sortOrder: SortOrder, $page: Int, $pageSize: Int) {
  myTransfers(first: $first, after: $after, since: $since, sort: $sort, sortOrder: $sortOrder, page: $page, pageSize: $pageSize) {
    total pageSize transfers { id amount createdAt } pageInfo { endCursor hasNextPage }
  }
}`;

type Page = { total: number; transfers: Array<{ id: string; amount: number; createdAt: string }>; pageInfo: { endCursor: string | null; hasNextPage: boolean } };

async function allByCursor(client: Person['client'], variables: Record<string, unknown>, first: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let pages = 1; ; pages += 1) {
    const res = await client.graphql(MINE, { ...variables, first, after });
    expect(res.errors).toBeUndefined();
    const page: Page = res.data!.myTransfers;
    ids.push(...page.transfers.map((t) => t.id));
    if (!page.pageInfo.hasNextPage) return { ids, pages };
    after = page.pageInfo.endCursor;
  }
}

describe('cursor paging of myTransfers', () => {
  it('walks the whole history in the page-number order, for each sort and order, ties included', async () => {
    for (const sort of ['createdAt', 'amount']) {
      for (const sortOrder of ['desc', 'asc']) {
        const numbered = (await sam.client.graphql(MINE, { sort, sortOrder, pageSize: 100 })).data!.myTransfers as Page;
        const walked = await allByCursor(sam.client, { sort, sortOrder }, 3);
        expect(walked.ids, `${sort} ${sortOrder}`).toEqual(numbered.transfers.map((t) => t.id));
        expect(walked.pages).toBe(3);
      }
    }
  });

  it('neither repeats nor skips a row when transfers arrive between pages', async () => {
    const first = (await sam.client.graphql(MINE, { first: 2, sortOrder: 'asc' })).data!.myTransfers as Page;
    const newer = await send(sam, rita.id, 1);
    const next = await sam.client.graphql(MINE, { first: 100, after: first.pageInfo.endCursor, sortOrder: 'asc' });
    const rest = (next.data!.myTransfers as Page).transfers.map((t) => t.id);
    const all = ((await sam.client.graphql(MINE, { pageSize: 100, sortOrder: 'asc' })).data!.myTransfers as Page).transfers.map((t) => t.id);
    expect([...first.transfers.map((t) => t.id), ...rest]).toEqual(all);
    expect(rest.at(-1)).toBe(newer);
  });

  it('filters by since and counts only what matches', async () => {
    const before = ((await rita.client.graphql(MINE, { pageSize: 100 })).data!.myTransfers as Page).total;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = new Date().toISOString();
    const later = await send(sam, rita.id, 2);
    const page = (await rita.client.graphql(MINE, { since, first: 10 })).data!.myTransfers as Page;
    expect(page.transfers.map((t) => t.id)).toEqual([later]);
    expect(page.total).toBe(1);
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(((await rita.client.graphql(MINE, { since: '2000-01-01' })).data!.myTransfers as Page).total).toBe(before + 1);
  });

  it('refuses a made-up cursor, one of another sort, page with after, and a bad since or first', async () => {
    const page = (await sam.client.graphql(MINE, { first: 1 })).data!.myTransfers as Page;
    const cursor = page.pageInfo.endCursor!;
    const refusal = async (variables: Record<string, unknown>) => errorOf(await sam.client.graphql(MINE, variables));
    expect(await refusal({ after: 'not-a-cursor' })).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'after', reason: 'invalid' } });
    expect(await refusal({ after: Buffer.from('{"s":"createdAt","o":"desc","v":"x","id":"1; DROP"}').toString('base64url') })).toMatchObject({ params: { field: 'after', reason: 'invalid' } });
    expect(await refusal({ after: cursor, sort: 'amount' })).toMatchObject({ params: { field: 'after', reason: 'mismatch' } });
    expect(await refusal({ after: cursor, sortOrder: 'asc' })).toMatchObject({ params: { field: 'after', reason: 'mismatch' } });
    expect(await refusal({ after: cursor, page: 2 })).toMatchObject({ params: { field: 'page', reason: 'mismatch' } });
    expect(await refusal({ since: 'yesterday' })).toMatchObject({ params: { field: 'since', reason: 'invalid' } });
    expect(await refusal({ first: 101 })).toMatchObject({ params: { field: 'first', reason: 'tooLong', max: 100 } });
    expect(await refusal({ first: 0 })).toMatchObject({ params: { field: 'first', reason: 'tooShort' } });
  });
});

describe('cursor paging of distributions and the admin list', () => {
  it('walks a distributor’s distributions and the admin transfers list by cursor', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await distribute(seller, rita.id, 2);
      expect(res.errors).toBeUndefined();
    }
    const DISTRIBUTIONS = `query($after: String) { distributions(first: 2, after: $after, sort: amount) { total distributions { id } pageInfo { endCursor hasNextPage } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const res = await seller.client.graphql(DISTRIBUTIONS, { after });
      expect(res.errors).toBeUndefined();
      const page = res.data!.distributions;
      expect(page.total).toBe(5);
      seen.push(...page.distributions.map((d: { id: string }) => d.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(new Set(seen).size).toBe(5);

    const ALL = `query($after: String, $filter: TransfersFilter) { transfers(first: 4, after: $after, filter: $filter, sortOrder: asc) { total transfers { id type } pageInfo { endCursor hasNextPage } } }`;
    const numbered = (await admin.client.graphql(`query($filter: TransfersFilter) { transfers(pageSize: 100, filter: $filter, sortOrder: asc) { transfers { id } } }`, { filter: { accountId: rita.id } })).data!.transfers.transfers.map((t: { id: string }) => t.id);
    const walked: string[] = [];
    after = null;
    do {
      const res = await admin.client.graphql(ALL, { after, filter: { accountId: rita.id } });
      expect(res.errors).toBeUndefined();
      walked.push(...res.data!.transfers.transfers.map((t: { id: string }) => t.id));
      after = res.data!.transfers.pageInfo.hasNextPage ? res.data!.transfers.pageInfo.endCursor : null;
    } while (after);
    expect(walked).toEqual(numbered);
  });
});
