import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, letters, openProfileSearch, signUpAndSignIn, xsrfHeader } from './support/helpers';

/**
 * Organisation display names (docs/product.md "Profile names"): the name people read, with spaces and accents, on the
 * Explore card, in the top-bar search and on the public page and its server-written head; a long unbroken word
 * (a handle, a link) wraps instead of pushing the page sideways, at 1280 and 375 px.
 */

// One unbroken word and a link: the two things that overflow a name's box when nothing lets them wrap.
const WORD = 'Supercalifragilisticexpialidociousdancestudios';
const LINK = 'www.averyverylongdanceschoolwebsite.example.com';

/** Every box of the locator lies inside the viewport's width. */
async function expectInsideViewport(page: Page, selector: ReturnType<Page['locator']>): Promise<void> {
  const box = await selector.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an organisation shows its display name on its card, in search and on its page; long words wrap', async ({ page }) => {
      const tag = letters();
      await signUpAndSignIn(page, { email: `display-${tag.toLowerCase()}@example.com`, password: 'Display1!', firstName: 'Dee', lastName: 'Splay' });
      const handle = `${tag}_${WORD}`;
      const displayName = `Académie ${tag} ${WORD} ${LINK}`;
      expect(displayName.length).toBeLessThanOrEqual(128);
      const created = await page.request.post('/graphql', {
        headers: await xsrfHeader(page),
        data: {
          query: 'mutation ($input: CreateProfileInput!) { createProfile(input: $input) { id displayName } }',
          variables: { input: { type: 'school', name: handle, displayName, bio: 'Classes all year.' } },
        },
      });
      const { data } = (await created.json()) as { data: { createProfile: { id: string; displayName: string } } };
      expect(data.createProfile.displayName).toBe(displayName);

      // Explore's text filter finds it by its display name; the card wraps the long words.
      await page.goto(`/?q=${encodeURIComponent(`académie ${tag}`)}`);
      const card = page.getByRole('article').filter({ hasText: tag });
      await expect(card.getByRole('link', { name: displayName })).toBeVisible();
      await expect(page.getByText('1 profile', { exact: true })).toBeVisible();
      await expectInsideViewport(page, card);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `.tmp/shots/display-name-explore-${width}.png`, fullPage: false });

      // The top-bar search (in the menu on a phone) shows it too.
      if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      await openProfileSearch(page);
      await page.getByRole('combobox', { name: 'Search profiles' }).fill(tag);
      const option = page.getByRole('option', { name: `${displayName} School` });
      await expect(option).toBeVisible();
      await expectInsideViewport(page, option);
      await page.screenshot({ path: `.tmp/shots/display-name-search-${width}.png` });
      await option.click();

      // The public page: its heading, the title the server wrote, no sideways scrolling.
      await expect(page).toHaveURL(new RegExp(`/profile/school/${data.createProfile.id}$`));
      const heading = page.getByRole('heading', { level: 1, name: displayName });
      await expect(heading).toBeVisible();
      await expectInsideViewport(page, heading);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `.tmp/shots/display-name-profile-${width}.png` });
      const head = await (await page.request.get(`/profile/school/${data.createProfile.id}`)).text();
      expect(head).toMatch(new RegExp(`<title>Acad(é|&#233;|&eacute;)mie ${tag}`));
    });
  });
}
