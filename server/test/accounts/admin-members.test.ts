import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMoney } from '../../src/app/money-audit.js';
import { distribute, RECORD_COLLECTION } from '../distributors/fixtures.js';
import { createAccount, distributorOf, grantOdance, person, personalAccessToken, signIn, type Person } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { bearerGraphql } from '../support/oauth-flow.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The admin member list (search, paging), deactivation (credentials end, money kept, audited, once) and the
// dashboard's money totals (one statement, consistent with the ledger check).

let app: TestApp;
let admin: Person;
beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await app?.stop();
});

const MEMBERS = `query($search: String, $status: MemberStatus, $page: Int, $pageSize: Int) {
  members(search: $search, status: $status, page: $page, pageSize: $pageSize) {
    total page pageSize members { id email firstName lastName role active emailConfirmed approved balance createdAt }
  }
}`;
const SET_ACTIVE = 'mutation($id: ID!, $active: Boolean!) { setAccountActive(id: $id, active: $active) { id active balance { odance } } }';
const TOTALS = '{ moneyTotals { inCirculation boughtByCard distributorCreditOutstanding distributorCreditCollected platformAccount } }';
const ME = '{ me { id } }';

const audits = (accountId: string): Promise<Array<{ action: string; admin_id: string }>> =>
  app.container.dataSource.query('SELECT action, admin_id FROM admin_audit WHERE target_account_id = $1 ORDER BY created_at', [accountId]);

describe('members (admin list)', () => {
  it('finds members by a part of the name, accents and case ignored, or of the email; pages; shows the balance', async () => {
    const tag = `k${Date.now().toString(36)}`;
    const nunez = await createAccount(app, { firstName: 'María', lastName: `Núñez${tag}`, email: `maria.${tag}@example.com`, odance: 42 });
    await createAccount(app, { firstName: 'Other', lastName: `Nunez${tag}`, email: `other.${tag}@example.com` });
    await createAccount(app, { firstName: 'Third', lastName: 'Person', email: `third.${tag}@example.org` });

    const byName = await admin.client.graphql(MEMBERS, { search: `NUNEZ${tag}`, pageSize: 1 });
    expect(byName.errors).toBeUndefined();
    expect(byName.data!.members).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(byName.data!.members.members).toHaveLength(1);
    const second = await admin.client.graphql(MEMBERS, { search: `nunez${tag}`, pageSize: 1, page: 2 });
    const both = [byName.data!.members.members[0].id, second.data!.members.members[0].id];
    expect(both).toContain(nunez.id);

    const byEmail = await admin.client.graphql(MEMBERS, { search: `third.${tag}@` });
    expect(byEmail.data!.members.members.map((m: { email: string }) => m.email)).toEqual([`third.${tag}@example.org`]);

    const maria = await admin.client.graphql(MEMBERS, { search: `maría.${tag}` });
    expect(maria.data!.members.members).toEqual([
      expect.objectContaining({ id: nunez.id, firstName: 'María', role: 'user', active: true, emailConfirmed: true, approved: true, balance: 42 }),
    ]);
  });

  it('refuses bad paging next to its field, and every caller but an admin', async () => {
    const bad = await admin.client.graphql(MEMBERS, { pageSize: 101 });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'pageSize', reason: 'tooLong' } });
    const long = await admin.client.graphql(MEMBERS, { search: 'x'.repeat(101) });
    expect(long.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'search', reason: 'tooLong' } });
    const member = await person(app);
    expect((await member.client.graphql(MEMBERS, {})).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await member.client.graphql(TOTALS)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await new HttpClient(app.url).graphql(MEMBERS, {})).errors?.[0].extensions.code).toBe('AUTH_UNAUTHORIZED');
  });
});

describe('deactivating and reactivating a member', () => {
  it('ends every session and token, refuses sign-in, keeps the money, and audits each change once', async () => {
    const account = await createAccount(app, { odance: 25 });
    const browser = await signIn(app, account);
    const pat = await personalAccessToken(browser, { scopes: ['read'] });
    const bearer = () => bearerGraphql(app.url, pat.token, ME);
    expect((await bearer()).status).toBe(200);

    // Two clicks at once: one change, one audit line, the same answer to both.
    const [first, again] = await Promise.all([
      admin.client.graphql(SET_ACTIVE, { id: account.id, active: false }),
      admin.client.graphql(SET_ACTIVE, { id: account.id, active: false }),
    ]);
    expect(first.errors).toBeUndefined();
    expect(again.errors).toBeUndefined();
    expect(first.data!.setAccountActive).toEqual({ id: account.id, active: false, balance: { odance: 25 } });
    expect(again.data!.setAccountActive.active).toBe(false);
    expect(await audits(account.id)).toEqual([{ action: 'account_deactivated', admin_id: admin.id }]);

    expect((await browser.get('/api/account/data')).status).toBe(401);
    expect((await bearer()).status).toBe(401);
    const refused = await new HttpClient(app.url).post('/api/auth/signin', { email: account.email, password: account.password });
    expect(refused.body.code).toBe('AUTH_ACCOUNT_NOT_ACTIVE');
    const listed = await admin.client.graphql(MEMBERS, { search: account.email, status: 'inactive' });
    expect(listed.data!.members.members).toEqual([expect.objectContaining({ id: account.id, active: false, balance: 25 })]);

    const back = await admin.client.graphql(SET_ACTIVE, { id: account.id, active: true });
    expect(back.data!.setAccountActive).toEqual({ id: account.id, active: true, balance: { odance: 25 } });
    expect((await audits(account.id)).map((row) => row.action)).toEqual(['account_deactivated', 'account_reactivated']);
    const again2 = await signIn(app, account);
    expect((await again2.graphql('{ me { balance { odance } } }')).data!.me.balance.odance).toBe(25);
  });

  it('an admin cannot deactivate themself; an unknown account is not found; nothing is audited', async () => {
    const self = await admin.client.graphql(SET_ACTIVE, { id: admin.id, active: false });
    expect(self.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', params: { reason: 'self' } });
    expect((await admin.client.graphql(MEMBERS, { search: admin.account.email })).data!.members.members[0].active).toBe(true);
    const unknown = await admin.client.graphql(SET_ACTIVE, { id: '00000000-0000-4000-8000-000000000000', active: false });
    expect(unknown.errors?.[0].extensions.code).toBe('ACCOUNT_NOT_FOUND');
    expect(await audits(admin.id)).toEqual([]);
  });
});

describe('moneyTotals (admin dashboard)', () => {
  it('reads the books of one moment: the sums the ledger check reads, adding up, while money moves', async () => {
    const buyer = await person(app);
    await grantOdance(app, buyer.id, 300);
    const distributor = await distributorOf(app, admin, { creditLimit: 1000, collectionLimit: 500 });
    const recipient = await person(app);
    expect((await distribute(distributor, recipient.id, 70)).errors).toBeUndefined();
    expect((await distribute(distributor, recipient.id, 30)).errors).toBeUndefined();
    const collected = await admin.client.graphql(RECORD_COLLECTION, { input: { distributorId: distributor.distributorId } });
    expect(collected.errors).toBeUndefined();
    expect((await distribute(distributor, recipient.id, 5)).errors).toBeUndefined();
    const leaver = await person(app);
    await grantOdance(app, leaver.id, 9);
    expect((await leaver.client.delete('/api/account', { forfeitBalance: true })).status).toBe(204);

    // Transfers in flight while the totals are read: every answer still adds up.
    const moving = Array.from({ length: 6 }, (_, i) =>
      buyer.client.graphql('mutation($input: TransferOdanceInput!) { transferOdance(input: $input) { transfer { id } } }', {
        input: { recipientId: recipient.id, amount: 1, idempotencyKey: `totals-${i}-${Date.now()}` },
      }),
    );
    const reads = await Promise.all([admin.client.graphql(TOTALS), admin.client.graphql(TOTALS), ...moving]);
    for (const read of reads.slice(0, 2)) {
      const t = read.data!.moneyTotals;
      expect(t.inCirculation + t.platformAccount).toBe(t.boughtByCard + t.distributorCreditOutstanding + t.distributorCreditCollected);
    }

    const totals = (await admin.client.graphql(TOTALS)).data!.moneyTotals;
    const books = await auditMoney(async (sql) => app.container.dataSource.query(sql));
    expect(books.ok).toBe(true);
    expect(totals.inCirculation).toBe(books.totals.held);
    expect(totals.boughtByCard).toBe(books.totals.issuedByCard);
    expect(totals.distributorCreditOutstanding + totals.distributorCreditCollected).toBe(books.totals.issuedOnCredit);
    expect(totals.platformAccount).toBe(books.totals.forfeited);
    expect(totals.platformAccount).toBeGreaterThanOrEqual(9);
    expect(totals.distributorCreditOutstanding).toBeGreaterThanOrEqual(5);
    expect(totals.distributorCreditCollected).toBeGreaterThanOrEqual(100);
    const [walletSum] = await app.container.dataSource.query(
      `SELECT coalesce(sum(e.amount), 0)::bigint AS held FROM ledger_entry e JOIN ledger_account a ON a.id = e.ledger_account_id WHERE a.kind = 'wallet'`,
    );
    expect(totals.inCirculation).toBe(Number(walletSum.held));
  });
});
