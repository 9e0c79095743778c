import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, newMember, signUpAndSignIn } from './support/helpers';

/**
 * Closing an account that holds oDance (docs/product.md#accounts): the dialog shows the balance, offers the
 * transfer form first, and deletes only once the owner explicitly gives the oDance up. At 375 and 1280 px, axe on the
 * dialog, screenshots for review.
 */

test.describe.configure({ timeout: 120_000 });

/** Where the review screenshots go (looked at by hand; not an assertion). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/e2e-shots';

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

/** 40 oDance bought through the TEST MODE checkout, as a buyer does. */
async function buyForty(page: Page): Promise<void> {
  await page.goto('/dashboard/odance/buy');
  await page.getByRole('textbox', { name: 'Amount of oDance' }).fill('40');
  await page.getByRole('button', { name: 'Buy for $40.00' }).click();
  await page.getByRole('button', { name: 'Continue to pay $40.00' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/[^/]+$/);
  await page.getByRole('button', { name: 'Pay $40.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
}

async function openDeleteDialog(page: Page) {
  await page.goto('/dashboard/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const width of [375, 1280]) {
  test(`closing an account with 40 oDance at ${width} px: the balance shown, send first or give up explicitly`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const member = newMember('Cleo', 'Closer');
    await signUpAndSignIn(page, member);
    await buyForty(page);

    let dialog = await openDeleteDialog(page);
    await expect(dialog.getByText('Your account holds 40 oDance')).toBeVisible();
    const sendFirst = dialog.getByRole('link', { name: 'Send them to someone first' });
    await expect(sendFirst).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/close-account-balance-${width}.png` });

    // The first way out: the transfer form, the dialog closed.
    await sendFirst.click();
    await expect(page).toHaveURL(/\/dashboard\/odance\/transfers$/);
    await expect(dialog).toBeHidden();

    // The second: giving them up, which takes its own tick besides DELETE and the password.
    dialog = await openDeleteDialog(page);
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Password', { exact: true }).fill(member.password);
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Give up my 40 oDance' }).check();
    await expect(confirm).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/close-account-forfeit-${width}.png` });
    await confirm.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Account deleted')).toBeVisible();
    await context.close();
  });
}
