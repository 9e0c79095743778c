import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { decodeQrImage, expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/helpers';

/**
 * Public pages: what a link preview reads from a shared profile link, robots and the sitemap, and the
 * page itself, which still starts and works after the server wrote its head; Share with the link's QR code at
 * 1280 and 375 px. Demo profiles are seeded.
 */

const CRAWLER = { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };

/** A seeded school's public path, found as a visitor would: Explore, filtered to schools. */
async function schoolPath(page: Page): Promise<{ path: string; name: string }> {
  await page.goto('/?type=school');
  const link = page.getByRole('article').first().getByRole('link').first();
  await expect(link).toBeVisible();
  return { path: (await link.getAttribute('href'))!, name: (await link.textContent())!.trim() };
}

/** The tags a link preview reads, from the page as the server sends it (no script runs). */
async function previewOf(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: CRAWLER });
  const html = await res.text();
  const tag = (key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
  return { status: res.status(), title: html.match(/<title>([^<]*)<\/title>/)?.[1], tag, html };
}

test('a shared profile link previews with its name; robots and the sitemap lead crawlers to it', async ({ page, request, baseURL }) => {
  const school = await schoolPath(page);
  const preview = await previewOf(request, school.path);
  expect(preview.status).toBe(200);
  expect(preview.title).toBe(`${school.name} · Dance school · oDance`);
  expect(preview.tag('og:title')).toBe(preview.title);
  expect(preview.tag('og:url')).toBe(`${baseURL}${school.path}`);
  expect(preview.tag('twitter:card')).toMatch(/^summary/);
  expect(preview.html).toContain('"@type":"Organization"');

  const missing = await previewOf(request, '/profile/school/00000000-0000-4000-8000-000000000000');
  expect(missing.status).toBe(404);
  expect(missing.tag('robots')).toBe('noindex');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toMatch(/^Disallow: \/dashboard$/m);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}${school.path}</loc>`);
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the public page starts after its server-written head, and Share gives the link and its QR code', async ({ page, baseURL }) => {
      const school = await schoolPath(page);
      // Opened directly, as from a shared link: the server's head, then the app.
      await page.goto(school.path);
      await expect(page).toHaveTitle(`${school.name} · oDance`);
      await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
      await expectNoHorizontalScroll(page);

      await page.getByRole('button', { name: 'Share' }).click();
      const sheet = page.getByRole('dialog', { name: `Share ${school.name}` });
      await expect(sheet.getByTestId('profile-link')).toHaveText(`${baseURL}${school.path}`);
      await expect(sheet.getByRole('img', { name: /QR code of/ })).toBeVisible();
      expect(await decodeQrImage(page, 'profile-qr')).toBe(`${baseURL}${school.path}`);
      await expect(sheet.getByRole('link', { name: 'Download the code' })).toHaveAttribute('download', /-odance-qr\.png$/);
      await expect(sheet.getByRole('button', { name: 'Print' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `.tmp/shots/share-profile-${width}.png` });

      // The app works on from there: closing the sheet and following a link inside the app.
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await page.getByRole('link', { name: 'oDance home' }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole('article').first()).toBeVisible();
    });
  });
}

/**
 * The first screen of `/` and sign-in comes drawn in the page for a signed-out visitor (modules/public-pages/
 * first-screen.ts): without any script it already shows the page, and the app hydrates it, taking over the
 * same elements without a layout shift (at both sizes).
 */
for (const width of [1280, 375]) {
  test.describe(`first screen at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a visitor sees the page before any script runs, then the app adopts it in place and works', async ({ browser, page }) => {
      const school = await schoolPath(page);
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      try {
        const still = await noScript.newPage();
        await still.goto('/');
        await expect(still.getByRole('heading', { level: 1, name: 'Explore the dance community' })).toBeVisible();
        await expect(still.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
        // Explore's first page of profiles is drawn too (a visitor's `/`), as links a crawler can follow.
        await expect(still.locator('#root[data-drawn] article a[href^="/profile/"]').first()).toBeVisible();
        await expect(still.getByText('Loading profiles…')).toHaveCount(0);
        await still.screenshot({ path: `.tmp/shots/first-screen-home-${width}.png` });
        await still.goto('/auth/sign-in');
        await expect(still.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
        await expect(still.getByLabel('Email')).toBeVisible();
        await still.screenshot({ path: `.tmp/shots/first-screen-sign-in-${width}.png` });
        // A shared profile link: the profile itself, drawn with its data.
        await still.goto(school.path);
        await expect(still.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
        await still.screenshot({ path: `.tmp/shots/first-screen-profile-${width}.png` });
      } finally {
        await noScript.close();
      }

      // With scripts: the app adopts the drawn page (hydration): the heading the browser parsed is the one on screen
      // afterwards, the same element, and React reported no difference between the drawn page and its own (a
      // difference makes it draw the page again: React's errors 418, 423 and 425). Nothing moved (no layout shift recorded).
      const reported: string[] = [];
      page.on('pageerror', (error) => reported.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') reported.push(message.text());
      });
      await page.addInitScript(() => {
        const state = window as unknown as { shifts: number; drawnHeading: Element | null };
        state.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) state.shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        // 'interactive': the page is parsed and no script of the app has run yet.
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') state.drawnHeading = document.querySelector('#root[data-drawn] h1');
        });
      });
      const adoptedHeading = () =>
        page.evaluate(() => {
          const { drawnHeading } = window as unknown as { drawnHeading: Element | null };
          return drawnHeading !== null && drawnHeading.isConnected && document.querySelector('h1') === drawnHeading;
        });
      await page.goto(school.path);
      await expect(page.locator('#root[data-live]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
      expect(await adoptedHeading()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
      await page.goto('/auth/sign-in');
      await expect(page.locator('#root[data-live]')).toBeAttached();
      await page.getByLabel('Email').fill('nobody@odance.test');
      await expect(page.getByLabel('Email')).toHaveValue('nobody@odance.test');
      expect(await adoptedHeading()).toBe(true);
      await page.goto('/');
      await expect(page.locator('#root[data-live]')).toBeAttached();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Explore the dance community' })).toBeVisible();
      expect(await adoptedHeading()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
      expect(reported.filter((text) => /#41[89]|#42[3-5]|hydrat/i.test(text))).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
