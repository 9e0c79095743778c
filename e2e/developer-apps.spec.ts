import { expect, test, type Browser, type Page } from '@playwright/test';
import * as oidc from 'openid-client';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, newMember, signInByApi, signUpAndSignIn } from './support/helpers';

// A member registers an app of their own on Developer settings (docs/apps.md "Your own apps"): the secret shown once,
// the app listed as unverified, renamed and disabled; a person asked to allow it reads "Unverified app" until an
// admin verifies it.
const ADMIN = { email: 'admin@odance.local', password: 'Admin123!' };
const HEADER_MENUS = ['header [aria-label="Account menu"]', 'header [aria-label="Account information"]'];

async function pageAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

// Three browsers (the member, a person, an admin) and two consents: longer than one screen's test.
test.describe.configure({ timeout: 180_000 });

for (const width of [375, 1280]) {
  test(`developer settings at ${width} px: a member registers, edits and disables an app; consent says it is unverified`, async ({ browser, baseURL }) => {
    const dev = await pageAt(browser, width);
    await signUpAndSignIn(dev, newMember('Devon', 'user'));
    await dev.goto('/dashboard/developer-settings');
    await expect(dev.getByRole('heading', { level: 1, name: 'Developer settings' })).toBeVisible({ timeout: 30_000 });
    const section = dev.getByRole('region', { name: 'Your apps' });
    await expect(section.getByText('You have not registered an app yet.')).toBeVisible();

    await section.getByRole('button', { name: 'Register an app' }).click();
    const form = dev.getByRole('form', { name: 'Register an app' });
    // A member's app cannot ask for the admin scope: it is not offered.
    await expect(form.getByRole('checkbox', { name: /^admin:/ })).toHaveCount(0);
    // It may ask for `distributions`, which only a distributor's consent then grants (docs/apps.md).
    await expect(form.getByRole('checkbox', { name: /^distributions:/ })).toHaveCount(1);
    const appName = `Dance school app ${width}`;
    await form.getByLabel('Name').fill(appName);
    await form.getByLabel(/Redirect URIs/).fill('http://127.0.0.1/callback');
    await form.getByRole('checkbox', { name: /^transfers:/ }).check();
    await form.getByRole('switch', { name: /Confidential/ }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(section.getByTestId('new-client-secret')).not.toBeEmpty();
    const clientId = (await section.getByTestId('new-client-id').textContent())!.trim();
    const secret = (await section.getByTestId('new-client-secret').textContent())!.trim();
    expect(clientId).toMatch(/^odc_/);
    const card = section.getByRole('listitem', { name: appName });
    await expect(card.getByText('Unverified')).toBeVisible();
    await expect(card.getByText('Active')).toBeVisible();
    await expectNoHorizontalScroll(dev);
    await expectNoSeriousA11yViolations(dev, HEADER_MENUS);
    await dev.screenshot({ path: `.tmp/shots/developer-settings-apps-${width}.png`, fullPage: true });
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(section.getByTestId('new-client-secret')).toHaveCount(0);

    // A person asked to allow it reads that nobody verified it.
    const config = await oidc.discovery(new URL(`${baseURL}/oauth`), clientId, undefined, oidc.ClientSecretBasic(secret), { execute: [oidc.allowInsecureRequests] });
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: 'http://127.0.0.1:45679/callback',
      scope: 'openid read',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: oidc.randomState(),
    });
    const person = await pageAt(browser, width);
    await signUpAndSignIn(person, newMember('Paula', 'user'));
    await person.goto(authorizationUrl.href);
    await expect(person.getByRole('heading', { level: 1, name: `Allow ${appName} to use your account?` })).toBeVisible({ timeout: 30_000 });
    await expect(person.getByRole('note')).toContainText('Unverified app');
    await expectNoHorizontalScroll(person);
    await expectNoSeriousA11yViolations(person, HEADER_MENUS);
    await person.screenshot({ path: `.tmp/shots/oauth-consent-unverified-${width}.png`, fullPage: true });

    // An admin verifies it: the next consent has no warning.
    const admin = await pageAt(browser, width);
    await signInByApi(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/admin-panel/apps');
    await admin.getByRole('listitem', { name: appName }).getByRole('button', { name: `Verify ${appName}` }).click();
    await expect(admin.getByRole('listitem', { name: appName }).getByText('Verified', { exact: true })).toBeVisible();
    await person.reload();
    await expect(person.getByRole('heading', { level: 1, name: `Allow ${appName} to use your account?` })).toBeVisible();
    await expect(person.getByRole('note')).toHaveCount(0);

    // The owner renames it (the verification is taken back) and disables it.
    await dev.reload();
    await card.getByRole('button', { name: `Edit ${appName}` }).click();
    const edit = dev.getByRole('form', { name: `Edit ${appName}` });
    await expect(edit.getByText(/takes the app’s verification back/)).toBeVisible();
    await edit.getByLabel('Name').fill(`${appName} v2`);
    await edit.getByRole('button', { name: 'Save' }).click();
    const renamed = section.getByRole('listitem', { name: `${appName} v2` });
    await expect(renamed.getByText('Unverified')).toBeVisible();
    await renamed.getByRole('button', { name: `Disable ${appName} v2` }).click();
    await expect(renamed.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(renamed.getByRole('button', { name: `Enable ${appName} v2` })).toBeVisible();
    await expectNoSeriousA11yViolations(dev, HEADER_MENUS);
    await dev.screenshot({ path: `.tmp/shots/developer-settings-apps-edited-${width}.png`, fullPage: true });
  });
}
