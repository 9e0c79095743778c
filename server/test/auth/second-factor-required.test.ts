import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';
import { createAccount, signIn } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// SECOND_FACTOR_REQUIRED_FOR (PRODUCT.md §13): the listed roles use their role's operations only once they enrolled a
// second factor; until then they act as members (modules/auth/policies.ts).

describe('SECOND_FACTOR_REQUIRED_FOR, read from the environment', () => {
  const production = { DATA_DIR: '/tmp/odance-config-test', NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', DATABASE_URL: 'postgres://u:p@db/odance', SESSION_SECRET: 'x'.repeat(32) };
  it('defaults to admin and distributor in production, none elsewhere; `none` turns it off; an unknown role stops the start', () => {
    expect(loadConfig(production).secondFactorRequiredFor).toEqual(['admin', 'distributor']);
    expect(loadConfig({ DATA_DIR: '/tmp/odance-config-test', SESSION_SECRET: 'x'.repeat(32) }).secondFactorRequiredFor).toEqual([]);
    expect(loadConfig({ ...production, SECOND_FACTOR_REQUIRED_FOR: 'none' }).secondFactorRequiredFor).toEqual([]);
    expect(loadConfig({ ...production, SECOND_FACTOR_REQUIRED_FOR: 'admin' }).secondFactorRequiredFor).toEqual(['admin']);
    expect(() => loadConfig({ ...production, SECOND_FACTOR_REQUIRED_FOR: 'admin,boss' })).toThrow(/SECOND_FACTOR_REQUIRED_FOR: unknown role boss/);
  });
});

describe('an admin without a second factor', () => {
  let app: TestApp;
  // The production default, set explicitly: the test server itself runs with NODE_ENV=test.
  beforeAll(async () => {
    app = await startTestApp({ SECOND_FACTOR_REQUIRED_FOR: 'admin,distributor' });
  });
  afterAll(async () => {
    await app?.stop();
  });

  const PENDING = `{ pendingAccounts { id } }`;

  it("is refused the admin operations with AUTH_SECOND_FACTOR_ENROLMENT_REQUIRED, keeps a member's, and gets them once enrolled", async () => {
    const admin = await createAccount(app, { role: 'admin' });
    const client = await signIn(app, admin);
    const refused = await client.graphql(PENDING);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'AUTH_SECOND_FACTOR_ENROLMENT_REQUIRED', status: 403 });
    // The REST admin paths read the same policy.
    expect((await client.get('/api/admin/payments/export.csv')).status).toBeGreaterThanOrEqual(400);
    // A member's own operations stay open, and the Security page knows to ask.
    expect((await client.get('/api/account/data')).status).toBe(200);
    expect((await client.graphql(`{ secondFactors { enrolmentRequired } }`)).data!.secondFactors.enrolmentRequired).toBe(true);

    const { secret } = (await client.graphql(`mutation { beginTotpEnrolment { secret } }`)).data!.beginTotpEnrolment;
    const confirmed = await client.graphql(`mutation($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }`, { code: await generate({ secret }) });
    expect(confirmed.errors, JSON.stringify(confirmed.errors)).toBeUndefined();
    const allowed = await client.graphql(PENDING);
    expect(allowed.errors, JSON.stringify(allowed.errors)).toBeUndefined();
    expect((await client.graphql(`{ secondFactors { enrolmentRequired } }`)).data!.secondFactors.enrolmentRequired).toBe(false);
  });

  it('a distributor without one cannot read its distributor view; a plain member is not concerned', async () => {
    const distributor = await createAccount(app, { role: 'distributor' });
    const res = await (await signIn(app, distributor)).graphql(`{ myDistributor { id } }`);
    expect(res.errors?.[0].extensions.code).toBe('AUTH_SECOND_FACTOR_ENROLMENT_REQUIRED');
    const member = await createAccount(app);
    const mine = await (await signIn(app, member)).graphql(`{ myDistributor { id } }`);
    expect(mine.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
