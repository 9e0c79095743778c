import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, letters, newMember, signUpAndSignIn, xsrfHeader } from './support/helpers';

/**
 * Organisations no longer invent a handle (docs/product.md#profile-names): the creator asks for the name people read
 * and shows the address derived from it; the page is at `/@handle` beside its id address (canonical). 375 px runs
 * first, so it gets the plain handle and 1280 px the next one (`-2`). Axe clean, screenshots in .tmp/shots.
 */
const SHELL_AVATAR = ['header [aria-label="Account menu"]', 'header [aria-label="Account information"]'];

async function ownerPage(browser: Browser, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signUpAndSignIn(page, newMember('Lola', 'school'));
  return page;
}

for (const [width, handle] of [
  [375, 'escuela-de-baile-sevilla'],
  [1280, 'escuela-de-baile-sevilla-2'],
] as const) {
  test(`at ${width} px an organisation named "Escuela de Baile Sevilla" is created without a handle and found at /@${handle}`, async ({ browser }) => {
    test.setTimeout(360_000);
    const page = await ownerPage(browser, width);
    await page.goto('/dashboard/manage-profiles/new/school');
    await expect(page.getByRole('heading', { level: 1, name: 'New school profile' })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Name' }).fill('Escuela de Baile Sevilla');
    await expect(page.getByTestId('derived-handle')).toContainText('/@escuela-de-baile-sevilla');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, SHELL_AVATAR);
    await page.screenshot({ path: `.tmp/shots/handle-creator-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile created' })).toBeVisible();
    await expect(page.getByText('Escuela de Baile Sevilla is now on oDance')).toBeVisible();

    // The handle address, as a visitor opens it: the page, its address shown, the canonical link to the id address.
    const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    const response = await visitor.goto(`/@${handle}`);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Escuela de Baile Sevilla' })).toBeVisible({ timeout: 90_000 });
    await expect(visitor.getByTestId('profile-handle')).toHaveText(`@${handle}`);
    await expect(visitor).toHaveURL(new RegExp(`/@${handle}$`));
    const canonical = await visitor.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/profile\/school\/[0-9a-f-]{36}$/);
    expect(await visitor.title()).toContain('Escuela de Baile Sevilla');
    await expectNoHorizontalScroll(visitor);
    await expectNoSeriousA11yViolations(visitor);
    await visitor.screenshot({ path: `.tmp/shots/handle-profile-${width}.png`, fullPage: true });

    // The id address shows the same profile.
    await visitor.goto(new URL(canonical!).pathname);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Escuela de Baile Sevilla' })).toBeVisible();

    // An unknown handle is the not-found page, with HTTP 404.
    expect((await visitor.goto(`/@no-such-${letters().toLowerCase()}`))?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await Promise.all([page, visitor].map((p) => p.context().close()));
  });
}

test('a handle chosen before handles were derived keeps working at /@handle, in any case; the editor can change it', async ({ browser }) => {
  test.setTimeout(240_000);
  const tag = letters();
  const page = await ownerPage(browser, 1280);
  const res = await page.request.post('/graphql', {
    headers: await xsrfHeader(page),
    data: {
      query: 'mutation ($input: CreateProfileInput!) { createProfile(input: $input) { id name } }',
      variables: { input: { type: 'partner', name: `Vienna_Dance_${tag}`, displayName: `Vienna Dance ${tag}` } },
    },
  });
  const created = ((await res.json()) as { data: { createProfile: { id: string; name: string } } }).data.createProfile;
  expect(created.name).toBe(`Vienna_Dance_${tag}`);
  await page.goto(`/@vienna_dance_${tag.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: `Vienna Dance ${tag}` })).toBeVisible({ timeout: 90_000 });

  await page.goto(`/dashboard/manage-profiles/edit/partner/${created.id}`);
  const address = page.getByRole('textbox', { name: 'Address' });
  await expect(address).toHaveValue(`Vienna_Dance_${tag}`, { timeout: 90_000 });
  await address.fill('admin');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This address is reserved. Choose another one.')).toBeVisible();
  await address.fill(`vienna-dance-${tag.toLowerCase()}`);
  await expectNoSeriousA11yViolations(page, SHELL_AVATAR);
  await page.screenshot({ path: '.tmp/shots/handle-editor-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.goto(`/@vienna-dance-${tag.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: `Vienna Dance ${tag}` })).toBeVisible({ timeout: 90_000 });
  await page.context().close();
});
