import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/helpers';

// The public /developers page, and the documents it links to.
for (const width of [375, 1280]) {
  test(`/developers at ${width} px: both ways to authenticate, scopes, limits, and live links to the SDL, OpenAPI and discovery`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    // The app live first: this tests the page, not a click while the drawn home page is still streaming in.
    await expect(page.locator('#root[data-live]')).toBeAttached();
    await page.getByRole('link', { name: 'Developers and API' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Build on oDance' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Two ways to authenticate' })).toBeVisible();
    await expect(page.getByText('Authorization: Bearer $ODANCE_TOKEN').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `.tmp/shots/developers-${width}.png`, fullPage: true });
    for (const link of ['/graphql/schema.graphql', '/api/openapi.json', '/oauth/.well-known/openid-configuration']) {
      expect((await request.get(link)).status(), link).toBe(200);
    }
  });
}
