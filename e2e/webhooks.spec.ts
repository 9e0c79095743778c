import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, newMember, signUpAndSignIn } from './support/helpers';

// A Webhooks section on the Security page (add, secret shown once, deliveries, delete) and on /developers.
let receiver: Server;
let receiverUrl: string;
test.beforeAll(async () => {
  // A real local endpoint (outside production http on loopback is allowed).
  receiver = createServer((_req, res) => res.writeHead(204).end());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/odance-webhook`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

for (const width of [375, 1280]) {
  test(`security page at ${width} px: add a webhook endpoint, copy its secret once, see its deliveries, delete it`, async ({ page }) => {
    // Two axe passes, a reload and a sign-up: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const member = newMember('Hook', 'user');
    await signUpAndSignIn(page, member);
    await page.goto('/dashboard/security');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByText('No endpoints yet.')).toBeVisible({ timeout: 15_000 });

    const form = section.getByRole('form', { name: 'Add a webhook endpoint' });
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form.getByText('Enter the URL that receives the events.')).toBeVisible();
    await form.getByLabel('Endpoint URL').fill(receiverUrl);
    await form.getByRole('checkbox', { name: /^payment\.succeeded:/ }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = section.getByTestId('new-webhook-secret');
    await expect(secret).toContainText('whsec_');
    await expect(section.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    const list = section.getByRole('list', { name: 'Webhook endpoints' });
    await expect(list.getByText(receiverUrl)).toBeVisible();
    await expect(list.getByText('transfer.received')).toBeVisible();
    await expect(list.getByText('payment.succeeded')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `.tmp/shots/security-webhooks-${width}.png`, fullPage: true });

    // Shown once: after Done, and after a reload, the secret is gone from the page.
    const shown = (await secret.textContent())!.trim();
    await section.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Webhook endpoints' }).getByText(receiverUrl)).toBeVisible();
    await expect(page.getByText(shown)).toHaveCount(0);

    const endpoints = page.getByRole('list', { name: 'Webhook endpoints' });
    await endpoints.getByRole('button', { name: `Deliveries to ${receiverUrl}` }).click();
    await expect(endpoints.getByText('No deliveries yet.')).toBeVisible();

    await endpoints.getByRole('button', { name: `Delete ${receiverUrl}` }).click({ timeout: 10_000 });
    const dialog = page.getByRole('dialog', { name: 'Delete this endpoint?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(page.getByRole('region', { name: 'Webhooks' }).getByText('No endpoints yet.')).toBeVisible({ timeout: 15_000 });
  });

  test(`developers page at ${width} px: the webhooks section tells how to verify, the events, a payload and the retries`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/developers#webhooks');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section).toBeVisible();
    for (const type of ['transfer.received', 'transfer.sent', 'distribution.received', 'payment.succeeded', 'payment.failed']) {
      await expect(section.getByRole('cell', { name: type })).toBeVisible();
    }
    await expect(section.getByText("import { Webhook } from 'standardwebhooks';")).toBeVisible();
    await expect(section.getByText(/"type": "transfer.received"/)).toBeVisible();
    await expect(section.getByText(/retried: after 5 seconds/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await section.screenshot({ path: `.tmp/shots/developers-webhooks-${width}.png` });
  });
}
