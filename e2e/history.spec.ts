import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, fullName, letters, newMember, signUpAndSignIn, xsrfHeader, type NewAccount } from './support/helpers';

// The member history (docs/web-app.md "History" and "Receipts"): filters by name (accents ignored),
// kind and days ("to" includes its day), the CSV export of what the filters select, and a printable receipt per row
// that only its parties can open. At 1280 px and at 375 px.
test.describe.configure({ timeout: 360_000 });

const SHELL_AVATAR = ['header [aria-label="Account menu"]', 'header [aria-label="Account information"]'];

async function memberPage(browser: Browser, member: NewAccount, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true })).newPage();
  await signUpAndSignIn(page, member);
  return page;
}

async function buy(page: Page, amount: number, total: string): Promise<void> {
  await page.goto('/dashboard/odance/buy');
  await page.getByRole('textbox', { name: 'Amount of oDance' }).fill(String(amount));
  await page.getByRole('button', { name: `Buy for ${total}` }).click();
  await page.getByRole('button', { name: `Continue to pay ${total}` }).click();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
}

/** A transfer through the API (what the transfer form sends; its own e2e is odance.spec.ts): answers its id. */
async function send(page: Page, recipientId: string, amount: number, message: string | null = null): Promise<string> {
  const res = await page.request.post('/graphql', {
    headers: await xsrfHeader(page),
    data: {
      query: 'mutation($input: TransferOdanceInput!) { transferOdance(input: $input) { transfer { id } } }',
      variables: { input: { recipientId, amount, message, idempotencyKey: `e2e${letters()}${Date.now()}` } },
    },
  });
  const body = (await res.json()) as { data?: { transferOdance: { transfer: { id: string } } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.transferOdance.transfer.id;
}

async function accountId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/account/data')).json()) as { id: string }).id;
}

const day = (offset = 0) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
};

test('history: filter by name, kind and days, export them as CSV, open and print a receipt only its parties see', async ({ browser }) => {
  const ana = newMember('Ana', 'user');
  const suffix = letters();
  const lucia: NewAccount = { email: `lucia.${suffix.toLowerCase()}@e2e.odance.test`, password: 'Dancer123!', firstName: 'Lucía', lastName: `Núñez${suffix} Villanueva` };
  const bo = newMember('Bo', 'user');
  const anaPage = await memberPage(browser, ana);
  const luciaPage = await memberPage(browser, lucia);
  const boPage = await memberPage(browser, bo);
  await buy(anaPage, 30, '$30.00');
  const [luciaId, boId, anaId] = [await accountId(luciaPage), await accountId(boPage), await accountId(anaPage)];
  const salsa = await send(anaPage, luciaId, 10, 'Salsa class');
  await send(anaPage, boId, 4);
  await send(boPage, anaId, 2, 'Change');

  await anaPage.goto('/dashboard/odance/transfers');
  const history = anaPage.getByRole('main');
  const rows = anaPage.getByTestId('transfer-history').getByRole('row');
  await expect(rows).toHaveCount(4, { timeout: 30_000 }); // the header and three transfers

  // By name, accents and case ignored.
  await history.getByRole('textbox', { name: 'With' }).fill(`nunez${suffix.toLowerCase()}`);
  await history.getByRole('button', { name: 'Apply filters' }).click();
  await expect(history.getByRole('status').filter({ hasText: /match/ })).toHaveText('1 match');
  await expect(history.getByRole('row', { name: new RegExp(`To ${fullName(lucia)}`) })).toContainText('−10 oDance');
  await expect(rows).toHaveCount(2);

  // The export carries the same filter: a UTF-8 byte order mark, then Lucía's row with her accents, −10 oDance.
  const [download] = await Promise.all([anaPage.waitForEvent('download'), history.getByRole('link', { name: 'Export CSV' }).click()]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('id,kind,created_at,counterpart_id,counterpart_name,amount_odance,fiat_usd,message,reference');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${salsa},sent,`);
  expect(lines[1]).toContain(`,${fullName(lucia)},-10,,Salsa class,`);

  // By kind.
  await history.getByRole('textbox', { name: 'With' }).fill('');
  await history.getByRole('combobox', { name: 'Kind' }).selectOption('Received');
  await history.getByRole('button', { name: 'Apply filters' }).click();
  await expect(history.getByRole('status').filter({ hasText: /match/ })).toHaveText('1 match');
  await expect(history.getByRole('row', { name: new RegExp(`From ${fullName(bo)}`) })).toContainText('+2 oDance');

  // By days: today to today is all of today; a "to" before "from" is said under the field.
  await history.getByRole('combobox', { name: 'Kind' }).selectOption('Every kind');
  await history.getByRole('textbox', { name: 'Date from' }).fill(day());
  await history.getByRole('textbox', { name: 'Date to' }).fill(day());
  await history.getByRole('textbox', { name: 'Date to' }).blur();
  await history.getByRole('button', { name: 'Apply filters' }).click();
  await expect(history.getByRole('status').filter({ hasText: /match/ })).toHaveText('3 matches');
  await history.getByRole('textbox', { name: 'Date from' }).fill(day(1));
  await history.getByRole('textbox', { name: 'Date from' }).blur();
  await expect(history.getByText('The end date must be on or after the start date.')).toBeVisible();
  await expectNoSeriousA11yViolations(anaPage, SHELL_AVATAR);
  await anaPage.screenshot({ path: '.tmp/shots/history-filters-1280.png', fullPage: true });
  await history.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(4);

  // The receipt of the transfer to Lucía.
  await history.getByRole('link', { name: new RegExp(`^Receipt: to ${fullName(lucia)}, 10 oDance`) }).click();
  await expect(anaPage).toHaveURL(new RegExp(`/dashboard/odance/transfers/${salsa}$`));
  await expect(anaPage.getByRole('heading', { level: 1, name: 'Transfer sent' })).toBeVisible({ timeout: 30_000 });
  const receipt = anaPage.getByRole('article', { name: 'Transfer sent' });
  await expect(anaPage.getByTestId('receipt-amount')).toHaveText('−10 oDance');
  await expect(anaPage.getByTestId('receipt-status')).toHaveText('Completed');
  await expect(anaPage.getByTestId('receipt-id')).toHaveText(salsa);
  await expect(receipt).toContainText(`From${fullName(ana)} (you)`);
  await expect(receipt).toContainText(`To${fullName(lucia)}`);
  await expect(receipt).toContainText('MessageSalsa class');
  await expectNoSeriousA11yViolations(anaPage, SHELL_AVATAR);
  await anaPage.screenshot({ path: '.tmp/shots/receipt-1280.png', fullPage: true });
  // On paper: the receipt alone, without the top bar or the buttons.
  await anaPage.emulateMedia({ media: 'print' });
  await expect(anaPage.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(anaPage.getByRole('banner')).toBeHidden();
  await expect(anaPage.getByTestId('receipt-amount')).toBeVisible();
  await anaPage.screenshot({ path: '.tmp/shots/receipt-print.png', fullPage: true });
  await anaPage.emulateMedia({ media: 'screen' });

  // Lucía sees it from her side; Bo, not a party, is told it does not exist.
  await luciaPage.goto(`/dashboard/odance/transfers/${salsa}`);
  await expect(luciaPage.getByRole('heading', { level: 1, name: 'Transfer received' })).toBeVisible({ timeout: 30_000 });
  await expect(luciaPage.getByTestId('receipt-amount')).toHaveText('+10 oDance');
  await boPage.goto(`/dashboard/odance/transfers/${salsa}`);
  await expect(boPage.getByRole('alert')).toContainText('This receipt could not be loaded', { timeout: 30_000 });
  await expect(boPage.getByTestId('receipt-amount')).toHaveCount(0);

  // At 375 px: the receipt, then the history with a filter applied, on one column.
  await anaPage.setViewportSize({ width: 375, height: 900 });
  await expectNoHorizontalScroll(anaPage);
  await expectNoSeriousA11yViolations(anaPage, SHELL_AVATAR);
  await anaPage.screenshot({ path: '.tmp/shots/receipt-375.png', fullPage: true });
  await anaPage.goto('/dashboard/odance/transfers');
  await history.getByRole('combobox', { name: 'Kind' }).selectOption('Sent');
  await history.getByRole('button', { name: 'Apply filters' }).click();
  await expect(history.getByRole('status').filter({ hasText: /match/ })).toHaveText('2 matches');
  await expect(history.getByText(`To ${fullName(lucia)}`)).toBeVisible();
  await expect(history.getByRole('link', { name: new RegExp(`^Receipt: to ${fullName(bo)}, 4 oDance`) })).toBeVisible();
  await expectNoHorizontalScroll(anaPage);
  await expectNoSeriousA11yViolations(anaPage, SHELL_AVATAR);
  await anaPage.screenshot({ path: '.tmp/shots/history-filters-375.png', fullPage: true });
});
