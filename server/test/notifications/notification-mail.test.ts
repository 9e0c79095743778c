import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDueNotifications } from '../../src/modules/notifications/notification-mailer.js';
import { grantOdance, person, type Person } from '../support/factories.js';
import { newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 16: a mail for a received transfer unless turned off on Account information; at most one every
// MAIL_DIGEST_MINUTES per person (modules/notifications/notification-mailer.ts).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

async function send(from: Person, to: Person, amount: number, message?: string) {
  const res = await from.client.graphql(TRANSFER, { input: { recipientId: to.id, amount, message, idempotencyKey: newKey() } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
}

const mailsTo = async (accountId: string) =>
  await app.container.dataSource.query<Array<{ subject: string; text: string }>>(
    `SELECT subject, text FROM outbox_mail WHERE "to" = (SELECT email FROM account WHERE id = $1) ORDER BY created_at`,
    [accountId],
  );

describe('received-transfer mails', () => {
  it('one mail tells of the transfers since the last; the next waits for the digest window', async () => {
    const ana = await person(app, { firstName: 'Ana' });
    const zoe = await person(app, { firstName: 'Zoë', lastName: 'Núñez' });
    const ben = await person(app, { firstName: 'Ben', lastName: 'Brio' });
    await grantOdance(app, zoe.id, 100);
    await grantOdance(app, ben.id, 100);
    await send(zoe, ana, 10, 'for the class');
    await send(ben, ana, 5);
    await mailDueNotifications(app.container);
    const first = await mailsTo(ana.id);
    expect(first.map((m) => m.subject)).toEqual(['You received 2 transfers: 15 oDance']);
    expect(first[0]?.text).toContain('Zoë Núñez sent you 10 oDance: “for the class”');
    expect(first[0]?.text).toContain('Ben Brio sent you 5 oDance.');

    await send(zoe, ana, 1);
    await mailDueNotifications(app.container);
    expect(await mailsTo(ana.id)).toHaveLength(1);
    // The window passes: the waiting transfer is mailed on its own.
    await app.container.dataSource.query(
      `UPDATE notification SET mailed_at = mailed_at - interval '11 minutes', mail_due_at = mail_due_at - interval '11 minutes' WHERE account_id = $1`,
      [ana.id],
    );
    await mailDueNotifications(app.container);
    expect((await mailsTo(ana.id)).map((m) => m.subject)).toEqual(['You received 2 transfers: 15 oDance', 'Zoë Núñez sent you 1 oDance']);
  });

  it("a person's waiting transfers never hold back another's mail, however many", async () => {
    const school = await person(app, { firstName: 'School' });
    const zoe = await person(app, { firstName: 'Zoë', lastName: 'Núñez' });
    const cy = await person(app, { firstName: 'Cy' });
    await grantOdance(app, zoe.id, 100);
    await send(zoe, school, 1);
    await mailDueNotifications(app.container);
    expect(await mailsTo(school.id)).toHaveLength(1);
    // 600 more transfers to the school within its digest window (more than one pass takes), then one to Cy.
    await app.container.dataSource.query(
      `INSERT INTO notification (account_id, kind, data, created_at, mail_due_at)
       SELECT $1, 'transferReceived', '{"amount": 1, "fromName": "Zoë Núñez"}'::jsonb, now() - interval '1 minute' + g * interval '1 ms', now() - interval '1 minute' + g * interval '1 ms'
       FROM generate_series(1, 600) g`,
      [school.id],
    );
    await send(zoe, cy, 2);
    for (let pass = 0; pass < 3 && (await mailsTo(cy.id)).length === 0; pass++) await mailDueNotifications(app.container);
    expect((await mailsTo(cy.id)).map((m) => m.subject)).toEqual(['Zoë Núñez sent you 2 oDance']);
    // The school's waiting rows are due when its window ends, and then go in one digest.
    const [{ waiting, due }] = await app.container.dataSource.query(
      `SELECT count(*)::int AS waiting, bool_and(mail_due_at > now() + interval '9 minutes') AS due FROM notification WHERE account_id = $1 AND mail_checked_at IS NULL`,
      [school.id],
    );
    expect({ waiting, due }).toEqual({ waiting: 600, due: true });
    expect(await mailsTo(school.id)).toHaveLength(1);
  });

  it('no mail when turned off on Account information; the bell still has it', async () => {
    const bea = await person(app, { firstName: 'Bea' });
    const zoe = await person(app);
    await grantOdance(app, zoe.id, 10);
    const off = await bea.client.graphql('mutation { updateAccount(input: { firstName: "Bea", lastName: "Quiet", mailOnTransferReceived: false }) { mailOnTransferReceived } }');
    expect(off.data!.updateAccount.mailOnTransferReceived).toBe(false);
    await send(zoe, bea, 3);
    await mailDueNotifications(app.container);
    expect(await mailsTo(bea.id)).toEqual([]);
    expect((await bea.client.graphql('{ unreadNotificationCount }')).data!.unreadNotificationCount).toBe(1);
    const [row] = await app.container.dataSource.query(`SELECT mail_checked_at IS NOT NULL AS checked FROM notification WHERE account_id = $1`, [bea.id]);
    expect(row.checked).toBe(true);
  });
});
