import { expect, test, type Browser, type Page } from '@playwright/test';
import { decodeQrImage, expectNoHorizontalScroll, expectNoSeriousA11yViolations, fullName, newMember, signUpAndSignIn, type NewAccount } from './support/helpers';

// Live updates (README "Live updates"): Ana shows her receive code; Ben scans it (here: decodes it and opens its link),
// the transfer form is filled in, he confirms; Ana's header balance and bell change without a reload, and a toast
// names Ben.
const SHELL_AVATAR = ['header [aria-label="Account menu"]', 'header [aria-label="Account information"]'];

async function memberPage(browser: Browser, firstName: string, width: number): Promise<{ page: Page; member: NewAccount }> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  const member = newMember(firstName, 'user');
  await signUpAndSignIn(page, member);
  return { page, member };
}

async function buy(page: Page, amount: number, total: string): Promise<void> {
  await page.goto('/dashboard/odance/buy');
  await page.getByRole('textbox', { name: 'Amount of oDance' }).fill(String(amount));
  await page.getByRole('button', { name: `Buy for ${total}` }).click();
  await page.getByRole('button', { name: `Continue to pay ${total}` }).click();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
}

async function sendFromLink(page: Page, link: string, recipient: NewAccount, amount: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByText(`Pay ${fullName(recipient)}`, { exact: true })).toBeVisible();
  const form = page.getByRole('region', { name: 'New transfer' });
  await expect(form.getByRole('combobox', { name: /Recipient/ })).toHaveValue(fullName(recipient));
  await expect(form.getByRole('textbox', { name: /Amount of oDance/ })).toHaveValue(amount);
  await form.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible();
}

test('receive by QR and live updates: Ben pays Ana from her code; her balance, bell and a toast follow without a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page: ana, member: anaMember } = await memberPage(browser, 'Ana', 1280);
  const { page: ben, member: benMember } = await memberPage(browser, 'Ben', 1280);
  await buy(ben, 30, '$30.00');

  await ana.goto('/dashboard/odance/receive');
  await expect(ana.getByRole('heading', { level: 1, name: 'Receive oDance' })).toBeVisible({ timeout: 30_000 });
  await ana.getByRole('textbox', { name: 'Amount of oDance' }).fill('12');
  await ana.getByRole('textbox', { name: 'Message' }).fill('Salsa class');
  // The code follows the fields once typing pauses (250 ms): on a busy machine it can settle between the two fields,
  // so wait for both under the code, then for the code to carry the same. The code carries Ana's name; the raw link
  // is not on the page, a label says whom it pays.
  await expect(ana.getByTestId('receive-label')).toHaveText(`oDance: pay ${fullName(anaMember)}`);
  await expect(ana.getByTestId('receive-request')).toHaveText('12 oDance · Salsa class');
  await expect(ana.getByRole('img', { name: `QR code: oDance: pay ${fullName(anaMember)}, 12 oDance` })).toBeVisible();
  await expect(ana.getByRole('main')).not.toContainText('/dashboard/odance/transfers?');
  await expectNoSeriousA11yViolations(ana, SHELL_AVATAR);
  await ana.screenshot({ path: '.tmp/shots/receive-1280.png', fullPage: true });
  await ana.setViewportSize({ width: 375, height: 900 });
  await expectNoHorizontalScroll(ana);
  await ana.screenshot({ path: '.tmp/shots/receive-375.png', fullPage: true });
  await ana.setViewportSize({ width: 1280, height: 900 });
  // Each decode reads the image's pixels through the page: slow on a busy machine, hence the longer poll.
  await expect.poll(() => decodeQrImage(ana, 'receive-qr'), { timeout: 30_000 }).toContain('amount=12&message=Salsa+class');
  const link = await decodeQrImage(ana, 'receive-qr');
  expect(link).toMatch(/\/dashboard\/odance\/transfers\?to=[0-9a-f-]{36}&amount=12&message=Salsa\+class&name=/);
  expect(new URL(link).searchParams.get('name')).toBe(fullName(anaMember));

  // Ana watches her dashboard; Ben opens the decoded link in his browser.
  await ana.goto('/dashboard/odance/transfers');
  const header = ana.getByRole('banner');
  await expect(header.getByText('0 oDance')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await sendFromLink(ben, link, anaMember, '12');

  await expect(header.getByText('12 oDance')).toBeVisible({ timeout: 5_000 });
  await expect(header.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  const toast = ana.getByRole('alert').filter({ hasText: `${fullName(benMember)} sent you 12 oDance` });
  await expect(toast).toBeVisible();
  await ana.screenshot({ path: '.tmp/shots/live-toast-1280.png' });
  await header.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const list = ana.getByRole('list', { name: 'Latest notifications' });
  await expect(list.getByText(`${fullName(benMember)} sent you 12 oDance`)).toBeVisible();
  await expect(list.getByText('“Salsa class”')).toBeVisible();
  await expectNoSeriousA11yViolations(ana, SHELL_AVATAR);
  await ana.screenshot({ path: '.tmp/shots/live-bell-1280.png' });

  await ana.getByRole('button', { name: 'Mark all read' }).click();
  await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();

  // At 375 px: a second payment, the toast and the list.
  await header.getByRole('button', { name: 'Notifications' }).click();
  await expect(list).toBeHidden();
  await ana.setViewportSize({ width: 375, height: 900 });
  await sendFromLink(ben, link.replace('amount=12', 'amount=3'), anaMember, '3');
  await expect(header.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 5_000 });
  await expect(ana.getByRole('alert').filter({ hasText: `${fullName(benMember)} sent you 3 oDance` })).toBeVisible();
  await ana.screenshot({ path: '.tmp/shots/live-toast-375.png' });
  await header.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(list.getByText(`${fullName(benMember)} sent you 3 oDance`)).toBeVisible();
  await expectNoHorizontalScroll(ana);
  await expectNoSeriousA11yViolations(ana, SHELL_AVATAR);
  await ana.screenshot({ path: '.tmp/shots/live-bell-375.png' });
  await list.getByText(`${fullName(benMember)} sent you 3 oDance`).click();
  await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();
});
