import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, newMember, signUpAndSignIn, xsrfHeader } from './support/helpers';

/**
 * Passkeys (docs/decisions.md "Passkeys"): added on the Security page under a name, then "Sign in
 * with a passkey" without email or password, and a passkey as the second step after the password. Chromium's
 * virtual authenticator (CDP WebAuthn domain) plays the phone: a platform authenticator with resident keys and
 * user verification, whose credentials the test carries from one browser to another as a synced passkey would go.
 * At 375 and 1280 px, axe on each screen, screenshots for review.
 */

test.describe.configure({ timeout: 600_000 });

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/e2e-shots';
const main = (page: Page) => page.getByRole('main');

interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

/** A virtual authenticator in this page's browser context; `credentials` preloads it (a passkey synced from elsewhere). */
async function virtualAuthenticator(context: BrowserContext, page: Page, credentials: VirtualCredential[] = []) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  for (const credential of credentials) await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials as VirtualCredential[],
  };
}

for (const width of [375, 1280]) {
  test(`passkeys at ${width} px: add one on the Security page, sign in with it alone, and as the second step`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const authenticator = await virtualAuthenticator(context, page);
    const member = newMember('Pia', 'Passkey');
    await signUpAndSignIn(page, member);

    // Add a passkey: a name, the browser's prompt (the virtual authenticator answers), then the list and recovery codes.
    await page.goto('/dashboard/security');
    const section = main(page).getByRole('region', { name: 'Passkeys' });
    // A busy machine can take a while for the page's lazy chunk and first queries.
    const slow = { timeout: 60_000 };
    await expect(section.getByText('No passkeys yet.')).toBeVisible(slow);
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByText('Give it a name, e.g. the device it is on.')).toBeVisible();
    await section.getByLabel('Passkey name').fill('My phone');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    const codesBlock = section.getByTestId('recovery-codes');
    await expect(codesBlock).toBeVisible(slow);
    expect((await codesBlock.textContent())!.match(/[a-z0-9]{5}-[a-z0-9]{5}/g)).toHaveLength(10);
    await expect(section.getByTestId('passkey')).toHaveCount(1);
    await expect(section.getByTestId('passkey').getByText('My phone')).toBeVisible();
    await expect(section.getByTestId('passkey').getByText(/not used yet/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/passkey-added-${width}.png`, fullPage: true });
    await section.getByRole('button', { name: 'I saved them' }).click();
    const [credential] = await authenticator.credentials();
    expect(credential!.isResidentCredential).toBe(true);
    // The owner heard of it.
    expect(await (await page.request.get('/dev/mailbox')).text()).toMatch(/A passkey \((&quot;|")My phone(&quot;|")\) was added/);

    // Sign out, then sign in with the passkey alone: no email, no password.
    expect((await page.request.delete('/api/auth/signout', { headers: await xsrfHeader(page) })).ok()).toBe(true);
    await page.goto('/auth/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible(slow);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/passkey-sign-in-page-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeHidden(slow);
    expect((await page.request.get('/api/account/data')).status()).toBe(200);
    await page.goto('/dashboard/security');
    await expect(main(page).getByRole('region', { name: 'Passkeys' }).getByTestId('passkey').getByText(/last used/)).toBeVisible(slow);

    // Another browser holding the same passkey (synced): the password, then the passkey as the second step.
    const laptopContext = await browser.newContext({ viewport: { width, height: 800 } });
    const laptop = await laptopContext.newPage();
    await virtualAuthenticator(laptopContext, laptop, await authenticator.credentials());
    await laptop.goto('/auth/sign-in');
    await expect(laptop.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible(slow);
    // The page settles (session check, config) before typing: a late re-render would drop what was typed first.
    await laptop.waitForLoadState('networkidle');
    const form = laptop.getByRole('form', { name: 'Sign in' });
    // Typed again until both fields hold their text: on a busy machine a late re-render can drop the first one.
    await expect(async () => {
      await form.getByLabel('Email').fill(member.email);
      await form.getByLabel('Password', { exact: true }).fill(member.password);
      await expect(form.getByLabel('Email')).toHaveValue(member.email, { timeout: 1_000 });
    }).toPass(slow);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(laptop.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible(slow);
    await expect(laptop.getByLabel('Recovery code')).toBeVisible();
    await expectNoSeriousA11yViolations(laptop);
    await expectNoHorizontalScroll(laptop);
    await laptop.screenshot({ path: `${SHOTS}/passkey-second-step-${width}.png`, fullPage: true });
    await laptop.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(laptop.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeHidden(slow);
    expect((await laptop.request.get('/api/account/data')).status()).toBe(200);

    // Remove it (the password confirms): the passkey no longer signs in.
    const passkeys = main(page).getByRole('region', { name: 'Passkeys' });
    await passkeys.getByTestId('passkey').getByRole('button', { name: 'Remove' }).click();
    await passkeys.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await passkeys.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(passkeys.getByText('The password is incorrect.')).toBeVisible();
    await passkeys.getByLabel('Password', { exact: true }).fill(member.password);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/passkey-remove-${width}.png`, fullPage: true });
    await passkeys.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();

    const third = await browser.newContext({ viewport: { width, height: 800 } });
    const stranger = await third.newPage();
    await virtualAuthenticator(third, stranger, await authenticator.credentials());
    await stranger.goto('/auth/sign-in');
    await expect(stranger.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible(slow);
    await stranger.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(stranger.getByText('That passkey was not accepted.', { exact: false })).toBeVisible(slow);
    expect((await stranger.request.get('/api/account/data')).status()).toBe(401);
    await stranger.screenshot({ path: `${SHOTS}/passkey-refused-${width}.png`, fullPage: true });

    await context.close();
    await laptopContext.close();
    await third.close();
  });
}
