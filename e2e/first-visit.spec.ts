import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, newMember, signUpAndSignIn } from './support/helpers';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/e2e-shots';

/**
 * Holds the app's entry script until `release()`: the page is the server's drawing (first-screen.ts) until then, as
 * on a slow phone. The entry is the one module script the start script adds (public-pages/start-after-paint.ts).
 */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A four times slower CPU, and the app held as by holdTheApp. */
async function onASlowPhoneHoldTheApp(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return holdTheApp(page);
}

test.describe('a phone’s first visit', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  // A four times slower CPU.
  test.describe.configure({ timeout: 120_000 });

  test('a tap on the drawn search field before the app runs keeps the focus and every letter typed', async ({ page }) => {
    const release = await onASlowPhoneHoldTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const field = page.getByRole('searchbox', { name: 'Find by name' });
    await expect(field).toBeVisible();
    // A tap where the field is drawn, then typing, all before the app has hydrated the page.
    const box = (await field.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.type('nun');
    release();
    await page.keyboard.type('ez');
    await expect(field).toHaveValue('nunez');
    await expect(field).toBeFocused();
    // The app saw it: the search ran (the text is in the address once typing pauses).
    await expect(page).toHaveURL(/[?&]q=nunez\b/);
    await expect(field).toHaveValue('nunez');
  });

  test('a tap on the drawn menu button before the app runs opens the menu once it does', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#odance-start')).toBeAttached();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    // Still the server's drawing: nothing opened yet.
    await expect(page.locator('#root[data-live]')).not.toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).not.toBeAttached();
    release();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/menu-tapped-before-app-375.png` });
  });

  test('letters typed only before the app runs are searched for once it does', async ({ page }) => {
    const release = await onASlowPhoneHoldTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const field = page.getByRole('searchbox', { name: 'Find by name' });
    const box = (await field.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.type('vienna');
    release();
    await expect(page).toHaveURL(/[?&]q=vienna\b/);
    await expect(field).toHaveValue('vienna');
    await expect(field).toBeFocused();
  });
  test('what is typed into the drawn sign-in form while its page loads is what signs in', async ({ page }) => {
    const release = await onASlowPhoneHoldTheApp(page);
    await page.goto('/auth/sign-in', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Sign in' });
    // The email typed before the app runs, the password while its sign-in page hydrates (a render of its own, after
    // the shell's): the email was once lost then, drawn empty again ("Email is required" on submit).
    await form.getByLabel('Email').fill('nobody-here@example.com');
    release();
    await form.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await expect(page.locator('#root[data-live]')).toBeAttached({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /email or password/i })).toBeVisible({ timeout: 30_000 });
    await expect(form.getByLabel('Email')).toHaveValue('nobody-here@example.com');
    await expect(form.getByText('Email is required.')).toBeHidden();
  });
});

test('a sign-in sent before the app runs is held, never put in the address, and sent once the app runs', async ({ page }) => {
  test.setTimeout(120_000);
  // The browser alone would have sent the form as a GET to this address, the password in its query.
  const leaked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('Not-the-password')) leaked.push(request.url());
  });
  const release = await holdTheApp(page);
  await page.goto('/auth/sign-in', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('nobody-held@example.com');
  await form.getByLabel('Password', { exact: true }).fill('Not-the-password-2');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  release();
  await expect(page.getByRole('alert').filter({ hasText: /email or password/i })).toBeVisible({ timeout: 30_000 });
  expect(leaked).toEqual([]);
  expect(page.url()).not.toContain('Not-the-password');
  await expect(form.getByLabel('Email')).toHaveValue('nobody-held@example.com');
});

test('at 1280 px a click on the drawn top-bar search before the app runs keeps the focus and the letters, and the search answers', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const banner = page.getByRole('banner');
  await banner.getByRole('searchbox', { name: 'Search profiles' }).click();
  await page.keyboard.type('Vienna_Dance_Acad');
  release();
  // The app swaps in the searching field (a combobox) with the letters and the focus, and looks them up.
  const search = banner.getByRole('combobox', { name: 'Search profiles' });
  await expect(search).toHaveValue('Vienna_Dance_Acad', { timeout: 30_000 });
  await expect(search).toBeFocused();
  await expect(banner.getByRole('option', { name: 'Vienna Dance Academy School' })).toBeVisible({ timeout: 20_000 });
});

for (const width of [375, 1280]) {
  test(`at ${width} px a visitor reads what oDance is and costs and can sign up; a member sees the balance in the bar`, async ({ page }) => {
    // A sign-up and a sign-in on a busy machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1, name: 'Explore the dance community' }) });
    await expect(hero).toContainText('oDance is the community’s own currency');
    await expect(hero).toContainText(/\$\d+\.\d\d each/);
    await expect(hero.getByRole('link', { name: 'Create a free account' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/first-visit-${width}.png` });
    await hero.getByRole('link', { name: 'Create a free account' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);

    await signUpAndSignIn(page, newMember('Topbar', 'user'));
    await page.goto('/');
    await expect(hero.getByRole('link', { name: 'Create a free account' })).toHaveCount(0);
    const banner = page.getByRole('banner');
    // On a phone the balance is in the bar itself, not only in the menu.
    const balance = width < 768 ? banner.getByRole('link', { name: 'Balance: 0 oDance' }) : banner.getByText('0 oDance', { exact: true });
    await expect(balance).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/top-bar-balance-${width}.png` });
  });
}
