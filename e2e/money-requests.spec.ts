import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, fullName, newMember, signUpAndSignIn, type NewAccount } from './support/helpers';

/**
 * Request money and Back/reload in multi-step flows (docs/web-app.md "Route behaviour"): Tom asks
 * Ana for oDance; her live notification opens the transfer filled in; on its confirmation the browser's Back returns
 * to the form as typed and a reload stays on the confirmation; confirming pays the request, which Tom sees paid.
 * The profile wizard's Back goes to the previous step and a reload keeps the step. At 1280 and 375 px.
 */
// Two members, a purchase, a request, a payment and axe on several screens at each size: generous on a shared machine.
test.describe.configure({ timeout: 420_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

async function memberPage(browser: Browser, firstName: string, width: number): Promise<{ page: Page; member: NewAccount }> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
  });
  const page = await context.newPage();
  const member = newMember(firstName, 'Requests');
  await signUpAndSignIn(page, member);
  return { page, member };
}

/** 25 oDance through the TEST MODE checkout. */
async function buy25(page: Page): Promise<void> {
  await page.goto('/dashboard/odance/buy');
  await page.getByRole('textbox', { name: 'Amount of oDance' }).fill('25');
  await page.getByRole('button', { name: 'Buy for $25.00' }).click();
  await page.getByRole('button', { name: 'Continue to pay $25.00' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/[^/]+$/);
  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
}

async function openBell(page: Page, unread: number): Promise<void> {
  const bell = header(page).getByRole('button', {
    name: `Notifications, ${unread} unread`,
  });
  await expect(bell).toBeVisible({ timeout: 10_000 });
  await bell.click();
}

for (const width of [1280, 375]) {
  test(`at ${width} px: a request's notification opens the transfer that pays it; Back and reload keep the confirmation's form`, async ({ browser }) => {
    const { page: ana, member: anaMember } = await memberPage(browser, 'Ana', width);
    const { page: tom, member: tomMember } = await memberPage(browser, 'Tom', width);
    await buy25(ana);
    await ana.goto('/dashboard/odance/transfers');
    await expect(ana.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();

    await test.step('Tom asks Ana for 12 oDance from "Request oDance"', async () => {
      await tom.goto('/dashboard/odance/receive');
      const nav = tom.getByRole('navigation', { name: 'Dashboard' });
      await nav.getByRole('link', { name: 'Request oDance' }).click();
      await expect(tom.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
      await expect(main(tom).getByText('You have not asked anyone for oDance yet.')).toBeVisible();
      await tom.getByRole('button', { name: 'Send request' }).click();
      await expect(tom.getByText('Choose who you ask.')).toBeVisible();
      await tom.getByRole('textbox', { name: 'Amount of oDance' }).fill('2.5');
      await tom.getByRole('button', { name: 'Send request' }).click();
      await expect(tom.getByText(/^Enter a whole number of oDance/)).toBeVisible();
      const picker = tom.getByRole('combobox', { name: 'Who pays' });
      await picker.fill(anaMember.lastName);
      await tom.getByRole('option', { name: fullName(anaMember) }).click();
      await tom.getByRole('textbox', { name: 'Amount of oDance' }).fill('12');
      await tom.getByRole('textbox', { name: 'Message' }).fill('Salsa class, 24 Nov');
      await tom.getByRole('button', { name: 'Send request' }).click();
      const sent = main(tom).getByRole('list', { name: 'Sent by you' }).getByTestId('money-request');
      await expect(sent).toContainText(`You asked ${fullName(anaMember)} for 12 oDance`);
      await expect(sent).toContainText('Waiting');
      await expect(tom.getByRole('textbox', { name: 'Amount of oDance' })).toHaveValue('');
      await expectNoSeriousA11yViolations(tom);
      await expectNoHorizontalScroll(tom);
      await tom.screenshot({
        path: `.tmp/shots/money-requests-${width}.png`,
        fullPage: true,
      });
    });

    await test.step('Ana hears of it live; the notification opens the transfer filled in to pay it', async () => {
      await openBell(ana, 2);
      // The bell's item, not the live toast saying the same (the toast links nowhere).
      const item = ana.getByRole('dialog', { name: 'Notifications' }).getByRole('button', {
        name: new RegExp(`${fullName(tomMember)} asks you for 12 oDance`),
      });
      await item.click();
      await expect(ana).toHaveURL(/\/dashboard\/odance\/transfers\?.*request=/);
      await expect(ana.getByText(`Paying ${fullName(tomMember)}’s request`)).toBeVisible();
      await expect(ana.getByRole('combobox', { name: 'Recipient' })).toHaveValue(fullName(tomMember));
      await expect(ana.getByRole('textbox', { name: 'Amount of oDance' })).toHaveValue('12');
      await expect(ana.getByRole('textbox', { name: 'Message' })).toHaveValue('Salsa class, 24 Nov');
      await expectNoSeriousA11yViolations(ana);
      await ana.screenshot({
        path: `.tmp/shots/pay-request-form-${width}.png`,
        fullPage: true,
      });
    });

    const confirmHeading = ana.getByRole('heading', {
      name: 'Confirm transfer',
    });
    const amount = ana.getByRole('textbox', { name: 'Amount of oDance' });
    const message = ana.getByRole('textbox', { name: 'Message' });
    await test.step('on the confirmation, the browser Back returns to the form as typed, not off the page', async () => {
      await message.fill('Salsa class, 24 Nov: thanks!');
      await ana.getByRole('button', { name: 'Continue' }).click();
      await expect(confirmHeading).toBeVisible();
      await ana.goBack();
      await expect(ana.getByRole('heading', { name: 'New transfer' })).toBeVisible();
      await expect(ana).toHaveURL(/\/dashboard\/odance\/transfers\?.*request=/);
      await expect(amount).toHaveValue('12');
      await expect(message).toHaveValue('Salsa class, 24 Nov: thanks!');
      await expect(ana.getByRole('dialog', { name: 'Leave this page?' })).toHaveCount(0);
    });

    await test.step('a reload keeps the form and the confirmation step', async () => {
      await message.fill('Salsa class: thanks!');
      await ana.reload();
      await expect(message).toHaveValue('Salsa class: thanks!');
      await expect(ana.getByRole('combobox', { name: 'Recipient' })).toHaveValue(fullName(tomMember));
      await ana.getByRole('button', { name: 'Continue' }).click();
      await expect(confirmHeading).toBeVisible();
      await ana.reload();
      await expect(confirmHeading).toBeVisible();
      const summary = main(ana).locator('dl');
      await expect(summary).toContainText(fullName(tomMember));
      await expect(summary).toContainText('12 oDance');
      await expect(summary).toContainText('Salsa class: thanks!');
      await expectNoSeriousA11yViolations(ana);
      await ana.screenshot({
        path: `.tmp/shots/pay-request-confirm-${width}.png`,
        fullPage: true,
      });
    });

    await test.step('confirming pays the request; Back from the result does not confirm again', async () => {
      await ana.getByRole('button', { name: 'Confirm transfer' }).click();
      await expect(ana.getByRole('heading', { name: 'Transfer sent' })).toBeVisible();
      await expect(main(ana).getByText(`You sent 12 oDance to ${fullName(tomMember)}.`)).toBeVisible();
      await expect(ana.getByText('This request is paid')).toBeVisible();
      await ana.reload();
      await expect(ana.getByRole('heading', { name: 'New transfer' })).toBeVisible();
      await expect(ana.getByRole('textbox', { name: 'Message' })).toHaveValue('Salsa class, 24 Nov');
    });

    await test.step('Tom is told, and sees it paid', async () => {
      await openBell(tom, 1);
      await expect(tom.getByText(`${fullName(anaMember)} paid your request for 12 oDance`).first()).toBeVisible();
      await tom.keyboard.press('Escape');
      await tom.goto('/dashboard/odance/requests');
      const sent = main(tom).getByRole('list', { name: 'Sent by you' }).getByTestId('money-request');
      await expect(sent).toContainText('Paid');
      // On a phone the balance is inside the menu (the top bar's balance is another part of this work).
      if (width >= 600) await expect(header(tom).getByText('12 oDance')).toBeVisible();
    });

    await test.step("Ana's requests page lists it paid", async () => {
      await ana.goto('/dashboard/odance/requests');
      const asked = main(ana).getByRole('list', { name: 'Asked of you' }).getByTestId('money-request');
      await expect(asked).toContainText(`${fullName(tomMember)} asks you for 12 oDance`);
      await expect(asked).toContainText('Paid');
      await expectNoHorizontalScroll(ana);
      await ana.screenshot({
        path: `.tmp/shots/money-requests-asked-${width}.png`,
        fullPage: true,
      });
    });
  });

  test(`at ${width} px the profile wizard's Back goes to the previous step, and a reload keeps the step`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const member = newMember('Wiz', 'Steps');
    await signUpAndSignIn(page, member);
    await page.goto('/dashboard/manage-profiles/new');
    await page.getByRole('link', { name: /^Dancer/ }).click();
    const stepHeading = page.getByRole('heading', {
      level: 2,
      name: /^Step \d of 4/,
    });
    const leave = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect(stepHeading).toHaveText('Step 1 of 4: Basic information');
    await page.getByRole('textbox', { name: 'First name' }).fill('Wanda');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Stepper');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading).toHaveText('Step 2 of 4: Affiliations (optional)');
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(stepHeading).toHaveText('Step 3 of 4: Bio and media (optional)');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Tango since 2019.');

    await page.goBack();
    await expect(stepHeading).toHaveText('Step 2 of 4: Affiliations (optional)');
    await expect(leave).toHaveCount(0);
    await page.goBack();
    await expect(stepHeading).toHaveText('Step 1 of 4: Basic information');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Wanda');
    await expect(leave).toHaveCount(0);
    // Step 1 was left at its Next button, far down: shown again by Back, it starts at its heading.
    await expectBelowTopBar(page, stepHeading);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `.tmp/shots/wizard-back-${width}.png` });

    // Back once more leaves the wizard: that still asks first.
    await page.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay', exact: true }).click();
    await expect(stepHeading).toHaveText('Step 1 of 4: Basic information');

    await page.goForward();
    await expect(stepHeading).toHaveText('Step 2 of 4: Affiliations (optional)');
    await page.goForward();
    await expect(stepHeading).toHaveText('Step 3 of 4: Bio and media (optional)');
    // A reload of unsaved work gets the browser's own question (beforeunload): the person goes on.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(stepHeading).toHaveText('Step 3 of 4: Bio and media (optional)');
    await expect(page.getByRole('textbox', { name: 'Bio' })).toHaveValue('Tango since 2019.');

    // A step shown by Back starts at its heading, below the top bar, not where the person left it (the browser
    // puts back the scroll of the history entry: at the Next button).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(stepHeading).toHaveText('Step 4 of 4: Achievements (optional)');
    await expectBelowTopBar(page, stepHeading);
    await page.goBack();
    await expect(stepHeading).toHaveText('Step 3 of 4: Bio and media (optional)');
    await expectBelowTopBar(page, stepHeading);
    await page.screenshot({ path: `.tmp/shots/wizard-back-scrolled-${width}.png` });
  });
}

/** The element is on screen and not under the sticky top bar. */
async function expectBelowTopBar(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeInViewport();
  await expect
    .poll(async () => {
      const bar = await page.getByRole('banner').boundingBox();
      const box = await element.boundingBox();
      return bar && box ? box.y - (bar.y + bar.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}
