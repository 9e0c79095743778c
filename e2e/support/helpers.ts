import AxeBuilder from '@axe-core/playwright';
import jsQR from 'jsqr';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Steps the spec files share: anti-forgery header, accounts made through the REST API, the dev mailbox, axe. */

/** Unsafe calls need the XSRF cookie echoed in a header (README: Anti-forgery); `/config.json` sets the cookie. */
export async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = async () => (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN')?.value;
  let token = await cookie();
  if (!token) {
    await page.request.get('/config.json');
    token = await cookie();
  }
  expect(token, 'the server sets an XSRF-TOKEN cookie').toBeTruthy();
  return { 'X-XSRF-TOKEN': decodeURIComponent(token!) };
}

/** The link of the newest mail to `email` (and with `subject`, when given), read from the dev mailbox page over HTTP. */
export async function mailLink(api: APIRequestContext, email: string, subject?: string): Promise<URL> {
  const html = await (await api.get('/dev/mailbox')).text();
  // Newest first: the first row whose To cell is the address.
  const row = html.split('<tr>').find((entry) => entry.includes(`<td>${email}</td>`) && (!subject || entry.includes(subject)));
  const href = row?.match(/href="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
  expect(href, `a ${subject ? `"${subject}" mail` : 'mail'} to ${email}`).toBeTruthy();
  return new URL(href!);
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Signs up through the REST API and confirms with the dev mailbox's link; answers the confirmation's body. */
export async function signUpConfirmed(page: Page, account: NewAccount): Promise<unknown> {
  const signUp = await page.request.post('/api/auth/signup', { headers: await xsrfHeader(page), data: account });
  expect(signUp.status()).toBe(201);
  const token = (await mailLink(page.request, account.email, 'Confirm your email address')).searchParams.get('token');
  const confirm = await page.request.post('/api/auth/email/confirm', { headers: await xsrfHeader(page), data: { token } });
  expect(confirm.ok()).toBe(true);
  return confirm.json();
}

/** Signs this page's context in through the REST API. */
export async function signInByApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/signin', { headers: await xsrfHeader(page), data: { email, password } });
  expect(response.status()).toBe(200);
}

/** A fresh account, confirmed and signed in on this page's context. */
export async function signUpAndSignIn(page: Page, account: NewAccount): Promise<void> {
  await signUpConfirmed(page, account);
  await signInByApi(page, account.email, account.password);
}

/**
 * axe finds nothing serious or critical on the page (`exclude`: selectors left out of the scan), and no two
 * landmarks share a role and name (`landmark-unique`, moderate: a screen reader's list of regions shows two
 * alike and cannot tell them apart). The page is judged once its transitions have ended: a dialog fading in
 * showed its red button's white label at 4.45:1 for a moment (CI, both times on a fast machine), not the
 * colours anyone reads it in. Endless animations (a loader) are not waited for.
 */
export async function expectNoSeriousA11yViolations(page: Page, exclude: string[] = []): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const results = await exclude.reduce((builder, selector) => builder.exclude(selector), new AxeBuilder({ page })).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'landmark-unique')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`)
          .join(', ')}`,
    );
  expect(blocking).toEqual([]);
}

/**
 * The page does not scroll sideways, once what is moving has settled: a popover or toast sliding in may pass the
 * edge for a frame (a live-wallet run failed on 1 px while one opened), which no one can scroll to.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  // What sticks out past the right edge (the innermost elements), named in the failure.
  const overflow = () =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const past = document.documentElement.scrollWidth - width;
      if (past <= 0) return { past, culprits: [] as string[] };
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .filter((element, _index, all) => !all.some((other) => other !== element && element.contains(other)))
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right=${Math.round(element.getBoundingClientRect().right)}`);
      return { past, culprits };
    });
  await expect.poll(async () => (await overflow()).past, { timeout: 2_000 }).toBeLessThanOrEqual(0).catch(async (error: unknown) => {
    throw new Error(`the page scrolls sideways: ${JSON.stringify(await overflow())}`, { cause: error });
  });
}

/** Eight random letters, the first upper case: a name no other run has. */
export const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

/** A fresh member's details: `<first>.<role><letters>@e2e.odance.test`, so parallel runs never collide. */
export function newMember(firstName: string, role: string, password = 'Dancer123!'): NewAccount {
  const lastName = `${role}${letters()}`;
  return { email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@e2e.odance.test`, password, firstName, lastName };
}

export const fullName = (member: Pick<NewAccount, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`;

/** The QR code drawn in the image with this test id, decoded by jsQR from its pixels (read through a canvas). */
export async function decodeQrImage(page: Page, testId: string): Promise<string> {
  const { width, height, rgba } = await page.evaluate(async (id) => {
    const image = document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`)!;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return { width: canvas.width, height: canvas.height, rgba: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) };
  }, testId);
  return jsQR(Uint8ClampedArray.from(rgba), width, height)?.data ?? '';
}

/**
 * Opens the top bar's profile search as a person would, once the app runs: a focus on the drawn page before then
 * brings no dropdown until a letter is typed (first-visit.spec.ts covers that), and the hover before a click swaps
 * the plain field for the searching one (client/src/features/profiles/ProfileSearch.tsx), so either is clicked.
 */
export async function openProfileSearch(scope: Page | Locator): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await expect(page.locator('#root[data-live]')).toBeAttached();
  await scope.getByRole('searchbox', { name: 'Search profiles' }).or(scope.getByRole('combobox', { name: 'Search profiles' })).click();
}
