import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, newMember, signUpAndSignIn } from './support/helpers';

const UNAVAILABLE = JSON.stringify({ errors: [{ message: 'Service is currently unavailable.', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, params: {} } }] });

/** The database goes down: every GraphQL call answers 503 SERVICE_UNAVAILABLE, as the server does then. */
const databaseDown = (page: Page) => page.route('**/graphql', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: UNAVAILABLE }));

for (const width of [375, 1280]) {
  test(`a database outage shows a banner with Try again and keeps the user signed in (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const member = newMember('Outage', 'dancer');
    await page.goto('/');
    await signUpAndSignIn(page, member);
    await page.goto('/dashboard');
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    await expect(page.getByRole('main')).toBeVisible();
    await expect(signIn).toBeHidden();

    await databaseDown(page);
    // Any query now fails on the server: here, the current user's refresh when the window regains focus.
    await page.evaluate(() => {
      const realNow = Date.now;
      Date.now = () => realNow() + 120_000;
      window.dispatchEvent(new Event('focus'));
    });
    const banner = page.getByRole('alert').filter({ hasText: 'oDance cannot reach its server right now' });
    await expect(banner).toBeVisible();
    await expect(signIn).toBeHidden();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `.tmp/outage-banner-${width}.png` });

    await page.unroute('**/graphql');
    await banner.getByRole('button', { name: 'Try again' }).click();
    await expect(banner).toBeHidden();
    await expect(signIn).toBeHidden();
  });
}
