import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, openProfileSearch, signUpAndSignIn, xsrfHeader } from './support/helpers';

/**
 * Profiles: the creator wizard, the top-bar search, the public page, editing and deleting, the explore
 * page and its filters, at 1280 and 375 px, with axe on every screen. Demo profiles are seeded; accounts are new.
 */

const PASSWORD = 'Profiles1!';
// A 16 × 16 PNG (teal and white stripes), written to a file so the upload goes through a real file chooser.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAKklEQVR4nGP8z0AaYCJRPcOoBmIAC4T6/59Y9YyMoyFLBBgNJGIAyRoAoqUDHXuVXTIAAAAASUVORK5CYII=',
  'base64',
);

const header = (page: Page) => page.getByRole('banner');
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of 4/ });

/** A fresh account: signed up through the REST API, confirmed with the dev mailbox's link, signed in. */
async function signUp(page: Page): Promise<void> {
  const email = `profiles-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signUpAndSignIn(page, { email, password: PASSWORD, firstName: 'Pat', lastName: 'Tester' });
}

async function profileCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ profiles?$/).textContent();
  return Number(text?.split(' ')[0]);
}

test('a dancer is created through the four steps, found by search, shown, edited and deleted', async ({ page }) => {
  test.setTimeout(180_000);
  const avatarFile = path.join(tmpdir(), `odance-avatar-${process.pid}.png`);
  writeFileSync(avatarFile, PNG);
  const lastName = `Quill${Date.now().toString(36)}`;
  const fullName = `Zora ${lastName}`;
  await signUp(page);

  await test.step('manage profiles starts empty', async () => {
    await page.goto('/dashboard/manage-profiles');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage profiles' })).toBeVisible();
    await expect(page.getByText('You have no profiles yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Create profile' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create a profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /^Dancer/ }).click();
  });

  await test.step('step 1: basic information, checked before moving on, with an uploaded avatar', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'New dancer profile' })).toBeVisible();
    await expect(stepHeading(page)).toHaveText('Step 1 of 4: Basic information');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await expect(page.getByText('Last name is required.')).toBeVisible();
    await expect(stepHeading(page)).toHaveText('Step 1 of 4: Basic information');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: 'First name' }).fill('Zora');
    await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload avatar' }).click();
    await (await chooser).setFiles(avatarFile);
    await expect(page.getByRole('button', { name: 'Change avatar' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Avatar preview' })).toHaveAttribute('src', /\/media\//);
    await page.getByRole('combobox', { name: 'Country' }).fill('Austria');
    await page.getByRole('option', { name: 'Austria' }).click();
    await page.getByRole('textbox', { name: 'Instagram' }).fill('https://example.com/zora');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Enter a valid Instagram URL.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Instagram' }).fill('https://www.instagram.com/zora');
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('step 2: an affiliation to a seeded school, found by search', async () => {
    await expect(stepHeading(page)).toHaveText('Step 2 of 4: Affiliations (optional)');
    await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Schools' }).fill('Vienna_Dance_Academy');
    await page.getByRole('option', { name: 'Vienna Dance Academy School' }).click();
    await expect(page.getByRole('list', { name: 'Chosen schools' }).getByText('Vienna Dance Academy')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('step 3: bio and media', async () => {
    await expect(stepHeading(page)).toHaveText('Step 3 of 4: Bio and media (optional)');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Contemporary and ballet, on stage since 2015.');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('step 4: a top achievement in first place', async () => {
    await expect(stepHeading(page)).toHaveText('Step 4 of 4: Achievements (optional)');
    await expect(page.getByRole('button', { name: 'Skip and create profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Add achievement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add achievement' });
    await dialog.getByRole('textbox', { name: 'Place', exact: true }).fill('1');
    await dialog.getByRole('textbox', { name: 'Event name' }).fill('Spring Cup');
    await dialog.getByRole('textbox', { name: 'Event place' }).fill('Vienna');
    await dialog.getByRole('textbox', { name: 'Category' }).fill('Solo');
    await dialog.getByRole('textbox', { name: 'Date' }).fill('15/03/2024');
    await dialog.getByRole('textbox', { name: 'Date' }).press('Tab');
    await dialog.getByRole('switch', { name: /^Top achievement/ }).check();
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add achievement' }).click();
    await expect(dialog).toBeHidden();
    const item = page.getByRole('list', { name: 'Achievements' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('img', { name: 'Gold medal' })).toBeVisible();
    await expect(item).toContainText('15/03/2024');
    await expect(item).toContainText('Top');
    await page.getByRole('button', { name: 'Create profile' }).click();
  });

  await test.step('the success screen, and the header shows the new main profile’s avatar', async () => {
    const created = page.getByRole('region', { name: 'Profile created' });
    await expect(created).toBeVisible();
    await expect(created).toContainText(`${fullName} is now on oDance and is your main profile.`);
    await expect(header(page).getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute('src', /\/media\//);
  });

  await test.step('the top-bar search finds it and opens its public page', async () => {
    await openProfileSearch(header(page));
    await header(page).getByRole('combobox', { name: 'Search profiles' }).fill(lastName);
    await header(page)
      .getByRole('option', { name: `${fullName} Dancer` })
      .click();
    await expect(page).toHaveURL(/\/profile\/dancer\/[0-9a-f-]{36}$/);
  });

  const publicUrl = page.url();

  await test.step('the public page shows it with the medal and the dd/mm/yyyy date', async () => {
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(page.getByRole('img', { name: `${fullName}’s avatar` })).toHaveAttribute('src', /\/media\//);
    await expect(page.getByText('Austria')).toBeVisible();
    await expect(page.getByText('Contemporary and ballet, on stage since 2015.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/zora');
    await expect(page.getByRole('link', { name: 'Vienna Dance Academy' })).toHaveAttribute('href', /^\/profile\/school\/[0-9a-f-]{36}$/);
    const achievements = page.getByRole('region', { name: 'Achievements' });
    await expect(achievements.getByRole('img', { name: 'Gold medal' })).toBeVisible();
    await expect(achievements).toContainText('Spring Cup');
    await expect(achievements).toContainText('1st place · Solo');
    await expect(achievements).toContainText('Vienna · 15/03/2024');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('edit it: a new bio', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${fullName}` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Zora');
    await page.getByRole('button', { name: /Bio and media/ }).click();
    await expect(stepHeading(page)).toHaveText('Step 3 of 4: Bio and media (optional)');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Now teaching too.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(publicUrl);
    await expect(page.getByText('Now teaching too.')).toBeVisible();
    // The rest was kept.
    await expect(page.getByRole('region', { name: 'Achievements' }).getByRole('img', { name: 'Gold medal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vienna Dance Academy' })).toBeVisible();
  });

  await test.step('a second profile takes over as main, and the header follows', async () => {
    const schoolName = `Quill_School_${Date.now().toString(36)}`;
    const created = await page.request.post('/graphql', {
      headers: await xsrfHeader(page),
      data: {
        query: 'mutation ($input: CreateProfileInput!) { createProfile(input: $input) { id isMain } }',
        variables: { input: { type: 'school', name: schoolName } },
      },
    });
    expect(await created.json()).toMatchObject({ data: { createProfile: { isMain: false } } });
    // Listed by its display name: the name with its underscores read as spaces.
    const schoolShown = schoolName.replaceAll('_', ' ');

    await page.goto('/dashboard/manage-profiles');
    const items = page.getByRole('list', { name: 'Your profiles' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    const dancer = items.filter({ hasText: fullName });
    const school = items.filter({ hasText: schoolShown });
    await expect(dancer).toContainText('Main profile');
    await expectNoSeriousA11yViolations(page);
    await school.getByRole('button', { name: `Make main profile: ${schoolShown}` }).click();
    await expect(school).toContainText('Main profile');
    await expect(dancer).not.toContainText('Main profile');
    // The school has no picture: the header is back to the account's initials.
    await expect(header(page).getByRole('button', { name: 'Account menu' }).locator('img')).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: 'Account menu' })).toContainText('PT');
  });

  await test.step('delete both after confirming', async () => {
    const items = page.getByRole('list', { name: 'Your profiles' }).getByRole('listitem');
    await items
      .filter({ hasText: fullName })
      .getByRole('button', { name: `Delete ${fullName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete profile' });
    await expect(dialog).toContainText(`Delete ${fullName}?`);
    // Checked once its opening transition is over (axe weighs a half-faded text's contrast).
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Delete profile' }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(1);
    await items.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('dialog', { name: 'Delete profile' }).getByRole('button', { name: 'Delete profile' }).click();
    await expect(page.getByText('You have no profiles yet.')).toBeVisible();
    await page.goto(publicUrl);
    await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  });
});

test('explore filters narrow the list, and the address keeps them', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore the dance community' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const all = await profileCount(page);
  expect(all).toBeGreaterThanOrEqual(240);
  await expectNoSeriousA11yViolations(page);

  const filters = page.getByRole('search', { name: 'Filter profiles' });
  await filters.getByText('School', { exact: true }).click();
  await expect(page).toHaveURL(/\?type=school$/);
  await expect.poll(() => profileCount(page)).toBeLessThan(all);
  const schools = await profileCount(page);
  expect(schools).toBeGreaterThanOrEqual(40);
  await expect(page.getByRole('article').filter({ hasNotText: 'School' })).toHaveCount(0);

  await filters.getByText('Ballet', { exact: true }).click();
  await expect(page).toHaveURL(/type=school&style=ballet/);
  await expect.poll(() => profileCount(page)).toBeLessThan(schools);
  await expect(page.getByRole('article').filter({ hasNotText: 'Ballet' })).toHaveCount(0);

  await filters.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Zimbabwe' });
  await expect(page.getByText('No profiles match these filters.')).toBeVisible();

  // A reload keeps the filters; Clear filters shows everyone again.
  await page.reload();
  await expect(page.getByText('No profiles match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => profileCount(page)).toBe(all);
});

test('explore pages through the profiles', async ({ page }) => {
  await page.goto('/');
  const first = await page.getByRole('article').first().getByRole('link').textContent();
  const pager = page.getByRole('navigation', { name: 'Profile pages' });
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pager).toContainText('Page 1 of');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of');
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('article').first().getByRole('link')).not.toHaveText(first!);
  await expect(page.getByRole('article')).toHaveCount(24);
});

test('the top-bar search: typing, then results with avatar, name and type; the keyboard picks', async ({ page }) => {
  // The page's clock is ours: the typing state lasts until the 500 ms debounce has run, however busy the machine.
  await page.clock.install();
  await page.goto('/');
  await openProfileSearch(header(page));
  const search = header(page).getByRole('combobox', { name: 'Search profiles' });
  await search.pressSequentially('Vienna_Dance_Acad');
  await expect(header(page).getByText('Typing…')).toBeVisible();
  await page.clock.runFor(500);
  await expect(header(page).getByText('Typing…')).toBeHidden();
  await page.clock.runFor(400);
  const option = header(page).getByRole('option', { name: 'Vienna Dance Academy School' });
  await expect(option).toBeVisible();
  await expect(option.locator('img')).toHaveAttribute('src', /\/media\//);
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/profile\/school\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vienna Dance Academy' })).toBeVisible();
});

test('the top-bar search keeps what is typed at once, while its dropdown is still loading', async ({ page }) => {
  // The dropdown's code arrives late, as on a slow connection: the field must not swap under the typing.
  await page.route(/\/assets\/ProfileSearchBox-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/');
  await openProfileSearch(header(page));
  await page.keyboard.type('amelia');
  const search = header(page).getByRole('combobox', { name: 'Search profiles' });
  await expect(search).toHaveValue('amelia');
  await expect(search).toBeFocused();
  await page.keyboard.type(' r');
  await expect(search).toHaveValue('amelia r');

  // By keyboard: Tab into the field and type straight away, once the app runs (first-visit.spec.ts types before).
  await page.goto('/');
  await expect(page.locator('#root[data-live]')).toBeAttached();
  await page.getByRole('link', { name: 'Explore' }).first().focus();
  await page.keyboard.press('Tab');
  await page.keyboard.type('vienna');
  await expect(header(page).getByRole('combobox', { name: 'Search profiles' })).toHaveValue('vienna');
  await expect(header(page).getByRole('combobox', { name: 'Search profiles' })).toBeFocused();
});

test('an unknown profile shows the not-found state', async ({ page }) => {
  await page.goto('/profile/dancer/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore profiles' })).toHaveAttribute('href', '/');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('explore: one column of cards, filters behind a button, no sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    const [first, second] = await page.getByRole('article').all();
    const [a, b] = [await first!.boundingBox(), await second!.boundingBox()];
    expect(a!.width).toBeGreaterThan(300);
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);

    await expect(page.getByRole('search', { name: 'Filter profiles' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await page.getByRole('search', { name: 'Filter profiles' }).getByText('Trainer', { exact: true }).click();
    await expect(page).toHaveURL(/\?type=trainer$/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('the public page stacks its sections and fits the screen; search sits in the menu', async ({ page }) => {
    await page.goto('/');
    // Once the app runs: this test is about what the menu holds (first-visit.spec.ts taps it before then).
    await expect(page.locator('#root[data-live]')).toBeAttached();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await openProfileSearch(page);
    await page.getByRole('combobox', { name: 'Search profiles' }).fill('Vienna_Dance_Academy');
    await page.getByRole('option', { name: 'Vienna Dance Academy School' }).click();
    await expect(page).toHaveURL(/\/profile\/school\//);

    const name = page.getByRole('heading', { level: 1, name: 'Vienna Dance Academy' });
    await expect(name).toBeVisible();
    await expectNoHorizontalScroll(page);
    const about = await page.getByRole('region', { name: 'About' }).boundingBox();
    const styles = await page.getByRole('region', { name: 'Dance styles' }).boundingBox();
    expect(about!.width).toBeGreaterThan(320);
    expect(styles!.y).toBeGreaterThan(about!.y);
    await expectNoSeriousA11yViolations(page);
  });
});

/** A 1200 × 800 picture of one colour with a big number, drawn in the page and uploaded; its /media/ URL. */
async function uploadPicture(page: Page, colour: string, label: string): Promise<string> {
  const base64 = await page.evaluate(
    ([fill, text]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 800;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, 1200, 800);
      context.fillStyle = '#ffffff';
      context.font = 'bold 320px sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(text, 600, 400);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [colour, label] as const,
  );
  const response = await page.request.post('/api/uploads', {
    headers: await xsrfHeader(page),
    multipart: { file: { name: `picture-${label}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

for (const width of [1280, 375]) {
  test(`at ${width} px a public profile's pictures open in a lightbox: arrows, Escape, focus back`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUp(page);
    const urls = [await uploadPicture(page, '#087f5b', '1'), await uploadPicture(page, '#5f3dc4', '2'), await uploadPicture(page, '#c92a2a', '3')];
    const lastName = `Lumen${Date.now().toString(36)}`;
    const fullName = `Lia ${lastName}`;
    const created = await page.request.post('/graphql', {
      headers: await xsrfHeader(page),
      data: {
        query: 'mutation ($input: CreateProfileInput!) { createProfile(input: $input) { id } }',
        variables: { input: { type: 'dancer', firstName: 'Lia', lastName, media: urls.map((url) => ({ kind: 'image', url })) } },
      },
    });
    const { data } = (await created.json()) as { data: { createProfile: { id: string } } };
    await page.goto(`/profile/dancer/${data.createProfile.id}`);

    const thumb = page.getByRole('button', { name: `${fullName}: picture 2 of 3` });
    await thumb.click();
    const dialog = page.getByRole('dialog', { name: fullName });
    const picture = dialog.getByRole('img', { name: `${fullName}: picture 2 of 3` });
    await expect(picture).toHaveAttribute('src', urls[1]!);
    await expect(picture).toHaveJSProperty('complete', true);
    await expect(dialog.getByText('Picture 2 of 3')).toBeVisible();
    // Checked once its opening transition is over (axe weighs a half-faded text's contrast).
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `.tmp/shots/lightbox-${width}.png` });

    const shows = (n: number) => expect(dialog.getByRole('img', { name: `${fullName}: picture ${n} of 3` })).toHaveAttribute('src', urls[n - 1]!);
    await page.keyboard.press('ArrowRight');
    await shows(3);
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await shows(1);
    await dialog.getByRole('button', { name: 'Previous picture' }).click();
    await shows(3);
    await page.keyboard.press('ArrowLeft');
    await shows(2);
    await expect(dialog.getByRole('link', { name: 'Open full size' })).toHaveAttribute('href', urls[1]!);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });

  test(`at ${width} px the wizard asks before leaving unsaved work, and its draft comes back`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUp(page);
    await page.goto('/dashboard/manage-profiles/new/dancer');
    await expect(stepHeading(page)).toHaveText('Step 1 of 4: Basic information');
    const lastName = `Drafty${Date.now().toString(36)}`;
    const first = page.getByRole('textbox', { name: 'First name' });
    const last = page.getByRole('textbox', { name: 'Last name' });
    await first.fill('Dora');
    await last.fill(lastName);
    const sidebarLink = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Account information' });
    const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
    const accountPage = page.getByRole('heading', { level: 1, name: 'Account information' });

    await test.step('a sidebar link asks first; Stay keeps the form as it was', async () => {
      await sidebarLink.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveCSS('opacity', '1');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `.tmp/shots/leave-dialog-${width}.png` });
      await dialog.getByRole('button', { name: 'Stay', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard\/manage-profiles\/new\/dancer$/);
      await expect(first).toHaveValue('Dora');
      await expect(last).toHaveValue(lastName);
    });

    const banner = page.getByRole('status').filter({ hasText: 'Your unsaved changes are back' });
    await test.step('Leave, then come back: the draft is restored and says so', async () => {
      await sidebarLink.click();
      await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
      // Back once the next page is there: while it loads, the wizard is still the page shown (app/router.tsx).
      await expect(accountPage).toBeVisible();
      await page.goBack();
      await expect(banner).toBeVisible();
      await expect(first).toHaveValue('Dora');
      await expect(last).toHaveValue(lastName);
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `.tmp/shots/draft-restored-${width}.png` });
    });

    await test.step('Discard draft empties the form; leaving no longer asks and nothing comes back', async () => {
      await banner.getByRole('button', { name: 'Discard draft' }).click();
      await expect(banner).toBeHidden();
      await expect(first).toHaveValue('');
      await expect(last).toHaveValue('');
      await sidebarLink.click();
      await expect(accountPage).toBeVisible();
      await page.goBack();
      await expect(stepHeading(page)).toHaveText('Step 1 of 4: Basic information');
      await expect(first).toHaveValue('');
      await expect(page.getByText('Your unsaved changes are back')).toHaveCount(0);
    });
  });
}
