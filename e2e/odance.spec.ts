import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  fullName,
  letters,
  newMember,
  signInByApi,
  signUpAndSignIn,
  type NewAccount,
} from './support/helpers';

/**
 * oDance money in the browser: buying through the built-in TEST MODE checkout, the success and
 * failed pages, the invoice, and transfers between two fresh accounts. Every test makes its own accounts:
 * the server and database are shared with the other spec files.
 */

// Each flow signs up two accounts and runs axe on several screens: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function newMemberPage(
  browser: Browser,
  firstName: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; member: NewAccount }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const member = newMember(firstName, firstName === 'Ana' ? 'Buyer' : 'Taker');
  await signUpAndSignIn(page, member);
  return { page, member };
}

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

/** From the buy page to the TEST MODE checkout with `amount` oDance. */
async function startPurchase(page: Page, amount: number, total: string): Promise<void> {
  await page.goto('/dashboard/odance/buy');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy oDance' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount of oDance' }).fill(String(amount));
  await expect(page.getByTestId('purchase-total')).toHaveText(total);
  await page.getByRole('button', { name: `Buy for ${total}` }).click();
  // The review step: the total once more before any checkout opens.
  await expect(page.getByRole('heading', { name: 'Check your purchase' })).toBeFocused();
  await page.getByRole('button', { name: `Continue to pay ${total}` }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/[^/]+$/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
}

async function payAtCheckout(page: Page, total: string): Promise<void> {
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/odance\/buy\/success\?payment=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
}

test('buy 25 oDance, see the invoice, transfer 10 to another member; both histories and balances show it', async ({ browser }) => {
  const { page: buyer, member: ana } = await newMemberPage(browser, 'Ana');
  const { page: taker, member: tom } = await newMemberPage(browser, 'Tom');

  // Buy page: price from the config ($1.00 by default), history empty.
  await buyer.goto('/dashboard/odance/buy');
  await expect(main(buyer).getByText('No payments yet.')).toBeVisible();
  await expect(header(buyer).getByText('0 oDance')).toBeVisible();
  await expectNoSeriousA11yViolations(buyer);

  await startPurchase(buyer, 25, '$25.00');
  await payAtCheckout(buyer, '$25.00');
  await expect(buyer.getByTestId('new-balance')).toHaveText('25 oDance');
  await expect(main(buyer).getByText('25 oDance were added to your balance.')).toBeVisible();
  await expect(header(buyer).getByText('25 oDance')).toBeVisible();
  await expectNoSeriousA11yViolations(buyer);

  // The invoice: 25 × $1.00 = $25.00, no tax, printable without the navigation.
  await buyer.getByRole('link', { name: 'View invoice' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  await expect(buyer.getByTestId('invoice-number')).toHaveText(/^OD-\d{6}$/);
  const line = buyer.getByRole('row', { name: /oDance × 25/ });
  await expect(line.getByRole('cell')).toHaveText(['oDance × 25', '25', '$1.00', '$25.00']);
  await expect(buyer.getByTestId('invoice-subtotal')).toHaveText('$25.00');
  await expect(buyer.getByTestId('invoice-tax')).toHaveText('$0.00');
  await expect(buyer.getByTestId('invoice-total')).toHaveText('$25.00');
  await expect(main(buyer).getByText(`Billed to${fullName(ana)}`)).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousA11yViolations(buyer);
  await buyer.emulateMedia({ media: 'print' });
  await expect(header(buyer)).toBeHidden();
  await expect(buyer.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expect(buyer.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(buyer.getByTestId('invoice-total')).toBeVisible();
  await buyer.emulateMedia({ media: 'screen' });

  // The payment history: paid, with its invoice.
  await buyer.goto('/dashboard/odance/buy');
  const paidRow = main(buyer).getByRole('row', { name: /25 oDance/ });
  await expect(paidRow.getByText('Paid')).toBeVisible();
  await expect(paidRow.getByRole('link', { name: /Invoice/ })).toBeVisible();

  // Transfer 10 to Tom: picker, amount, message, confirmation, success.
  await buyer.goto('/dashboard/odance/transfers');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
  await expect(main(buyer).getByText('No transfers yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(buyer);

  const picker = buyer.getByRole('combobox', { name: 'Recipient' });
  await picker.fill(tom.lastName);
  const option = buyer.getByRole('option', { name: fullName(tom) });
  await expect(option).toBeVisible();
  await expectNoSeriousA11yViolations(buyer);
  await option.click();
  await expect(picker).toHaveValue(fullName(tom));
  await expect(buyer.getByRole('listbox')).toBeHidden();

  await buyer.getByRole('textbox', { name: 'Amount of oDance' }).fill('10');
  const message = `Thanks for the salsa class! ${letters()}`;
  await buyer.getByRole('textbox', { name: 'Message' }).fill(message);
  await expect(buyer.getByTestId('message-counter')).toHaveText(`${message.length} / 280`);
  await buyer.getByRole('button', { name: 'Continue' }).click();

  await expect(buyer.getByRole('heading', { name: 'Confirm transfer' })).toBeVisible();
  const summary = main(buyer).locator('dl');
  await expect(summary).toContainText(fullName(tom));
  await expect(summary).toContainText('10 oDance');
  await expect(summary).toContainText(message);
  await expect(summary).toContainText('Your balance after15 oDance');
  await expectNoSeriousA11yViolations(buyer);
  await buyer.getByRole('button', { name: 'Confirm transfer' }).click();

  await expect(buyer.getByRole('heading', { name: 'Transfer sent' })).toBeVisible();
  await expect(main(buyer).getByText(`You sent 10 oDance to ${fullName(tom)}.`)).toBeVisible();
  await expect(buyer.getByTestId('balance-after')).toHaveText('15 oDance');
  await expect(header(buyer).getByText('15 oDance')).toBeVisible();
  await expectNoSeriousA11yViolations(buyer);

  const sentRow = main(buyer).getByRole('row', { name: new RegExp(`To ${fullName(tom)}`) });
  await expect(sentRow).toContainText(message);
  await expect(sentRow).toContainText('−10 oDance');
  await expect(sentRow).toContainText('Sent');

  // Tom sees it received, and his balance is 10.
  await taker.goto('/dashboard/odance/transfers');
  await expect(header(taker).getByText('10 oDance')).toBeVisible();
  const receivedRow = main(taker).getByRole('row', { name: new RegExp(`From ${fullName(ana)}`) });
  await expect(receivedRow).toContainText(message);
  await expect(receivedRow).toContainText('+10 oDance');
  await expect(receivedRow).toContainText('Received');
  // …and on his buy page's history too.
  await taker.goto('/dashboard/odance/buy');
  await expect(main(taker).getByRole('row', { name: new RegExp(`From ${fullName(ana)}`) })).toContainText('+10 oDance');

  await buyer.context().close();
  await taker.context().close();
});

test('a declined checkout shows the failed page; Retry opens a new checkout that can be paid', async ({ browser }) => {
  const { page } = await newMemberPage(browser, 'Ana');

  await startPurchase(page, 7, '$7.00');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/dashboard\/odance\/buy\/failed\?payment=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  await expect(main(page).getByText('The payment was declined.')).toBeVisible();
  await expect(main(page).getByText('Failed', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The history lists it as failed, with a retry.
  await page.goto('/dashboard/odance/buy');
  const failedRow = main(page).getByRole('row', { name: /7 oDance/ });
  await expect(failedRow.getByText('Failed')).toBeVisible();
  await expect(failedRow.getByRole('button', { name: /Retry payment/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();

  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/[^/]+$/);
  await payAtCheckout(page, '$7.00');
  await expect(page.getByTestId('new-balance')).toHaveText('7 oDance');
  await expect(header(page).getByText('7 oDance')).toBeVisible();

  await page.goto('/dashboard/odance/buy');
  await expect(
    main(page)
      .getByRole('row', { name: /7 oDance/ })
      .getByText('Paid'),
  ).toBeVisible();
  await page.context().close();
});

test('a failed payment can also be retried from the payment history', async ({ browser }) => {
  const { page } = await newMemberPage(browser, 'Ana');
  await startPurchase(page, 3, '$3.00');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();

  await page.goto('/dashboard/odance/buy');
  await main(page)
    .getByRole('row', { name: /3 oDance/ })
    .getByRole('button', { name: /Retry payment/ })
    .click();
  await expect(page).toHaveURL(/\/dev\/checkout\/[^/]+$/);
  await payAtCheckout(page, '$3.00');
  await expect(header(page).getByText('3 oDance')).toBeVisible();
  await page.context().close();
});

/** Where the review screenshots go (looked at by hand; not an assertion). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/e2e-shots';

test('a pending purchase shows its expiry and can be canceled; the admin payments page lists it and exports it', async ({ browser }) => {
  const { page, member } = await newMemberPage(browser, 'Ana');
  // Two purchases left at the checkout: both pending.
  await startPurchase(page, 4, '$4.00');
  await startPurchase(page, 5, '$5.00');
  await page.goto('/dashboard/odance/buy');
  const row = (amount: number) => main(page).getByRole('row', { name: new RegExp(`${amount} oDance`) });
  await expect(row(4).getByText('Pending')).toBeVisible();
  // Past 23:30 the expiry is tomorrow and the page names the day ("Expires 27 Nov, 00:05"): PaymentExpiry.tsx.
  const expiry = (minutes: string) => new RegExp(`^Expires (at \\d\\d:\\d\\d|\\d{1,2} [A-Z][a-z]{2}, \\d\\d:\\d\\d) · in ${minutes} min$`);
  await expect(row(4).getByText(expiry('(29|30)'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/payments-pending-1280.png`, fullPage: true });

  await row(4).getByRole('button', { name: 'Cancel payment of 4 oDance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this payment?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/payments-cancel-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(row(4).getByText('Canceled')).toBeVisible();
  await expect(row(4).getByText(/Expires at/)).toHaveCount(0);
  await expect(row(5).getByText('Pending')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(main(page).getByText(expiry('\\d+'))).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/payments-pending-375.png`, fullPage: true });
  const { id: accountId } = (await (await page.request.get('/api/account/data')).json()) as { id: string };

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await signInByApi(admin, 'admin@odance.local', 'Admin123!');
  await admin.goto('/admin-panel');
  await admin.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Payments' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await admin.goto(`/admin-panel/payments?account=${accountId}&accountName=${encodeURIComponent(fullName(member))}&status=canceled`);
  await expect(admin.getByRole('heading', { name: '1 payment' })).toBeVisible();
  const canceled = admin.getByRole('main').getByRole('row', { name: /4 oDance/ });
  await expect(canceled.getByText('Canceled')).toBeVisible();
  await expect(canceled.getByText(fullName(member))).toBeVisible();
  // The top bar's avatar (the shell's, not this page's) is left out as in distributors.spec.ts.
  const shellAvatar = ['header [aria-label="Account menu"]', 'header [aria-label="Account information"]'];
  await expectNoSeriousA11yViolations(admin, shellAvatar);
  await admin.screenshot({ path: `${SHOTS}/admin-payments-1280.png`, fullPage: true });

  const exportLink = admin.getByRole('link', { name: 'Export CSV' });
  const href = (await exportLink.getAttribute('href'))!;
  expect(href).toContain(`accountId=${accountId}`);
  expect(href).toContain('status=canceled');
  const csv = await admin.request.get(href);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(',canceled,');

  await admin.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(admin);
  await expectNoSeriousA11yViolations(admin, shellAvatar);
  await admin.screenshot({ path: `${SHOTS}/admin-payments-375.png`, fullPage: true });
  await admin.goto('/admin-panel/transfers');
  await expect(admin.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/exports/transfers.csv?sort=createdAt&sortOrder=desc');
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.screenshot({ path: `${SHOTS}/admin-transfers-1280.png` });
  await adminContext.close();
  await page.context().close();
});

test('the forms refuse what the server would: amounts out of range, more than the balance, a message over 280', async ({ browser }) => {
  const { page } = await newMemberPage(browser, 'Ana');
  await page.goto('/dashboard/odance/buy');
  const amount = page.getByRole('textbox', { name: 'Amount of oDance' });
  await amount.fill('10001');
  await page.getByRole('button', { name: 'Buy oDance' }).click();
  await expect(main(page).getByText('You can buy at most 10,000 oDance at once.')).toBeVisible();
  await amount.fill('0');
  await page.getByRole('button', { name: 'Buy oDance' }).click();
  await expect(main(page).getByText('Buy at least 1 oDance.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/odance\/buy$/);

  await page.goto('/dashboard/odance/transfers');
  await expect(main(page).getByText('No oDance to send yet')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount of oDance' }).fill('5');
  await page.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(281));
  await expect(page.getByTestId('message-counter')).toHaveText('281 / 280');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(main(page).getByText('Choose who receives the oDance.')).toBeVisible();
  await expect(main(page).getByText('You have 0 oDance; you cannot send more than that.')).toBeVisible();
  await expect(main(page).getByText('Keep the message to 280 characters (it has 281).')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New transfer' })).toBeVisible();
  await page.context().close();
});

test.describe('at 375 px', () => {
  test('buying, the result, the invoice and transfers fit a phone', async ({ browser }) => {
    const phone = { width: 375, height: 800 };
    const { page } = await newMemberPage(browser, 'Ana', phone);
    const { member: tom } = await newMemberPage(browser, 'Tom');

    await page.goto('/dashboard/odance/buy');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy oDance' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    await startPurchase(page, 12, '$12.00');
    await payAtCheckout(page, '$12.00');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    // The balance lives in the burger menu on a phone.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(header(page).getByText('12 oDance').filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();

    await page.getByRole('link', { name: 'View invoice' }).click();
    await expect(page.getByTestId('invoice-total')).toHaveText('$12.00');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/dashboard/odance/buy');
    await expect(main(page).getByRole('listitem').filter({ hasText: '12 oDance' }).getByText('Paid')).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto('/dashboard/odance/transfers');
    await page.getByRole('combobox', { name: 'Recipient' }).fill(tom.lastName);
    await page.getByRole('option', { name: fullName(tom) }).click();
    await page.getByRole('textbox', { name: 'Amount of oDance' }).fill('2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm transfer' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible();
    await expect(page.getByTestId('balance-after')).toHaveText('10 oDance');
    await expect(
      main(page)
        .getByRole('listitem')
        .filter({ hasText: `To ${fullName(tom)}` }),
    ).toContainText('−2 oDance');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
