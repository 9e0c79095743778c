import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, letters, newMember, openProfileSearch, signInByApi, signUpAndSignIn, xsrfHeader } from './support/helpers';

/**
 * Community, second round: a federation anybody creates shows no badge until an admin verifies it
 * from its page; then its page, Explore's card and the search dropdown say "Verified". A dancer who links a school
 * asks its owner, who is notified, accepts on Member requests, and the school's page lists the dancer. At 1280 and
 * 375 px, axe clean, screenshots in .tmp/shots.
 */
const ADMIN = { email: 'admin@odance.local', password: 'Admin123!' };
// The top bar's avatar button (the shell's, not this feature's): see e2e/distributors.spec.ts.
const SHELL_AVATAR = ['header [aria-label="Account menu"]', 'header [aria-label="Account information"]'];

async function signedInPage(browser: Browser, width: number, firstName: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signUpAndSignIn(page, newMember(firstName, 'community'));
  return page;
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post('/graphql', { headers: await xsrfHeader(page), data: { query, variables } });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    // Three or four people in their own browsers each: more than one page's worth of time on a loaded machine.
    test.describe.configure({ timeout: 240_000 });
    test('an admin verifies a federation: the badge on its page, its Explore card and in search; JSON-LD says so', async ({ browser }) => {
      const tag = letters();
      const owner = await signedInPage(browser, width, 'Fede');
      const { createProfile } = await graphql<{ createProfile: { id: string } }>(
        owner,
        'mutation ($input: CreateProfileInput!) { createProfile(input: $input) { id } }',
        { input: { type: 'federation', name: `Federacion_${tag}`, displayName: `Federación Nacional ${tag}` } },
      );
      const path = `/profile/federation/${createProfile.id}`;

      // Created by anybody: no badge.
      await owner.goto(path);
      await expect(owner.getByRole('heading', { level: 1, name: `Federación Nacional ${tag}` })).toBeVisible({ timeout: 30_000 });
      await expect(owner.getByText('Verified', { exact: true })).toHaveCount(0);
      await expect(owner.getByRole('button', { name: 'Verify' })).toHaveCount(0);

      const admin = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await signInByApi(admin, ADMIN.email, ADMIN.password);
      await admin.goto(path);
      await admin.getByRole('button', { name: 'Verify' }).click();
      await expect(admin.getByRole('button', { name: 'Remove verification' })).toBeVisible();
      await expect(admin.getByRole('main').getByText('Verified', { exact: true })).toBeVisible();
      await expectNoHorizontalScroll(admin);
      await expectNoSeriousA11yViolations(admin, SHELL_AVATAR);
      await admin.screenshot({ path: `.tmp/shots/verified-admin-${width}.png` });

      // A visitor: the badge on the page, on the card, in the dropdown; the head's JSON-LD names the credential.
      const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await visitor.goto(path);
      await expect(visitor.getByRole('main').getByText('Verified', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(visitor);
      await visitor.screenshot({ path: `.tmp/shots/verified-profile-${width}.png` });
      const jsonLd = await visitor.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Organization', hasCredential: { name: 'Verified by oDance' } });

      await visitor.goto(`/?q=${encodeURIComponent(`Federación Nacional ${tag}`)}`);
      const card = visitor.getByRole('article').filter({ hasText: tag });
      await expect(card.getByText('Verified', { exact: true })).toBeVisible();
      await expectNoHorizontalScroll(visitor);
      await expectNoSeriousA11yViolations(visitor);
      await visitor.screenshot({ path: `.tmp/shots/verified-explore-${width}.png` });

      if (width < 768) await visitor.getByRole('button', { name: 'Open menu' }).click();
      await openProfileSearch(visitor);
      await visitor.getByRole('combobox', { name: 'Search profiles' }).fill(`Nacional ${tag}`);
      const option = visitor.getByRole('option', { name: new RegExp(`Federación Nacional ${tag}.*Verified`) });
      await expect(option).toBeVisible();
      await visitor.screenshot({ path: `.tmp/shots/verified-search-${width}.png` });
      await Promise.all([owner, admin, visitor].map((page) => page.context().close()));
    });

    test('a dancer links a school; its owner is notified, accepts, and the school lists the dancer', async ({ browser }) => {
      const tag = letters();
      const schoolOwner = await signedInPage(browser, width, 'Escuela');
      const { createProfile: school } = await graphql<{ createProfile: { id: string } }>(
        schoolOwner,
        'mutation ($input: CreateProfileInput!) { createProfile(input: $input) { id } }',
        { input: { type: 'school', name: `Escuela_${tag}`, displayName: `Escuela de Baile ${tag}` } },
      );
      const dancerPage = await signedInPage(browser, width, 'Dancer');
      const { createProfile: dancer } = await graphql<{ createProfile: { id: string } }>(
        dancerPage,
        'mutation ($input: CreateProfileInput!) { createProfile(input: $input) { id } }',
        { input: { type: 'dancer', firstName: 'Lucía', lastName: `Núñez ${tag}`, schools: [{ id: school.id }] } },
      );

      // The dancer's page: the school, not confirmed yet.
      await dancerPage.goto(`/profile/dancer/${dancer.id}`);
      await expect(dancerPage.getByRole('heading', { level: 1, name: `Lucía Núñez ${tag}` })).toBeVisible({ timeout: 30_000 });
      const schools = dancerPage.getByRole('region', { name: 'Schools' });
      await expect(schools.getByRole('link', { name: `Escuela de Baile ${tag}` })).toBeVisible();
      await expect(schools.getByText('(not confirmed yet)')).toBeVisible();

      // The school's owner: the bell tells, the notification opens Member requests.
      await schoolOwner.goto('/dashboard/manage-profiles');
      await schoolOwner.getByRole('button', { name: /Notifications/ }).click();
      await schoolOwner.getByText(`Lucía Núñez ${tag} asks to be listed as a member`).click();
      await expect(schoolOwner).toHaveURL(/\/dashboard\/affiliation-requests$/);
      await expect(schoolOwner.getByRole('heading', { level: 1, name: 'Member requests' })).toBeVisible();
      const request = schoolOwner.getByRole('listitem').filter({ hasText: `Lucía Núñez ${tag}` });
      await expect(request.getByText(`asks to join Escuela de Baile ${tag}`)).toBeVisible();
      await expectNoHorizontalScroll(schoolOwner);
      await expectNoSeriousA11yViolations(schoolOwner, SHELL_AVATAR);
      await schoolOwner.screenshot({ path: `.tmp/shots/member-requests-${width}.png` });
      await request.getByRole('button', { name: `Accept Lucía Núñez ${tag}` }).click();
      await expect(schoolOwner.getByText('No requests waiting.', { exact: false })).toBeVisible();

      // The school's page lists its member.
      await schoolOwner.goto(`/profile/school/${school.id}`);
      const members = schoolOwner.getByRole('region', { name: 'Members' });
      await expect(members.getByRole('link', { name: `Lucía Núñez ${tag}` })).toBeVisible();
      await expectNoHorizontalScroll(schoolOwner);
      await expectNoSeriousA11yViolations(schoolOwner, SHELL_AVATAR);
      await schoolOwner.screenshot({ path: `.tmp/shots/school-members-${width}.png`, fullPage: true });

      await dancerPage.reload();
      await expect(dancerPage.getByRole('region', { name: 'Schools' }).getByRole('link', { name: `Escuela de Baile ${tag}` })).toBeVisible({ timeout: 30_000 });
      await expect(dancerPage.getByRole('region', { name: 'Schools' }).getByText('(not confirmed yet)')).toHaveCount(0);
      await Promise.all([schoolOwner, dancerPage].map((page) => page.context().close()));
    });
  });
}
