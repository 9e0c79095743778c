import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, mailLink, newMember, signUpAndSignIn, xsrfHeader } from './support/helpers';

/**
 * Changing the email address (docs/product.md#accounts): asked on Account information with the password,
 * confirmed from the new address's mail, signed in with the new address only from then on, and undone from the old
 * address's notice. At 375 and 1280 px, axe on each screen, screenshots for review.
 */

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/e2e-shots';
const main = (page: Page) => page.getByRole('main');
const inApp = (url: URL) => `${url.pathname}${url.search}`;

async function signInStatus(page: Page, email: string, password: string): Promise<number> {
  const response = await page.request.post('/api/auth/signin', { headers: await xsrfHeader(page), data: { email, password } });
  return response.status();
}

for (const width of [375, 1280]) {
  test(`email change at ${width} px: request, confirm from the new address, undo from the old one`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const member = newMember('Emil', 'Mover');
    await signUpAndSignIn(page, member);
    const newEmail = `new.${member.email}`;

    await page.goto('/dashboard/account-information');
    const section = main(page).getByRole('region', { name: 'Change email' });
    await section.getByLabel('New email').fill(newEmail);
    await section.getByLabel('Current password').fill(member.password);
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(section.getByText('Check the new mailbox')).toBeVisible();
    await expect(section.getByText(newEmail)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/email-change-requested-${width}.png`, fullPage: true });

    // Not yet: the new address does not sign in.
    expect(await signInStatus(page, newEmail, member.password)).toBe(401);

    // The new address's link, opened in this signed-in browser.
    await page.goto(inApp(await mailLink(page.request, newEmail, 'Confirm your new email address')));
    await expect(page.getByRole('heading', { level: 1, name: 'Email changed' })).toBeVisible();
    await expect(main(page).getByText(newEmail)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/email-change-confirmed-${width}.png` });
    await main(page).getByRole('link', { name: 'Account information' }).click();
    await expect(main(page).getByRole('region', { name: 'Sign-in details' }).getByText(newEmail)).toBeVisible();
    expect(await signInStatus(page, newEmail, member.password)).toBe(200);
    expect(await signInStatus(page, member.email, member.password)).toBe(401);

    // The old address's notice: undo, which signs this browser out too.
    await page.goto(inApp(await mailLink(page.request, member.email, 'Your oDance email address is being changed')));
    await expect(page.getByRole('heading', { level: 1, name: 'Email change undone' })).toBeVisible();
    await expect(main(page).getByText(member.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/email-change-undone-${width}.png` });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await signInStatus(page, member.email, member.password)).toBe(200);
    await context.close();
  });
}
