import { expect, test, type Browser, type Page } from '@playwright/test';
import * as oidc from 'openid-client';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, newMember, signInByApi, signUpAndSignIn } from './support/helpers';

// An app signs a person in through oDance's OAuth provider (README "API access"), as a partner would:
// the admin registers it, the person allows it on the consent page, the app (openid-client, outside the browser)
// gets tokens and calls the API, and the person revokes it on the Security page.
const ADMIN = { email: 'admin@odance.local', password: 'Admin123!' };
const CALLBACK = 'http://127.0.0.1:45678/callback';

async function pageAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

for (const width of [375, 1280]) {
  test(`an app signs a person in with OAuth at ${width} px: register, consent, tokens, revoke`, async ({ browser, baseURL }) => {
    const admin = await pageAt(browser, width);
    await signInByApi(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/admin-panel/apps');
    await expect(admin.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
    await admin.getByRole('button', { name: 'Register an app' }).click();
    const form = admin.getByRole('form', { name: 'Register an app' });
    const appName = `Studio planner ${width}`;
    await form.getByLabel('Name').fill(appName);
    await form.getByLabel(/Redirect URIs/).fill('http://127.0.0.1/callback');
    await form.getByRole('checkbox', { name: /^transfers:/ }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    const clientId = (await admin.getByTestId('new-client-id').textContent())!.trim();
    expect(clientId).toMatch(/^odc_/);
    await expect(admin.getByRole('list', { name: 'Registered apps' }).getByText(appName)).toBeVisible();
    await expectNoHorizontalScroll(admin);
    await expectNoSeriousA11yViolations(admin, ['header [aria-label="Account menu"]', 'header [aria-label="Account information"]']);
    await admin.screenshot({ path: `.tmp/shots/admin-apps-${width}.png`, fullPage: true });

    // The app, outside the browser: discovery, PKCE, the authorization URL it opens in the person's browser.
    const config = await oidc.discovery(new URL(`${baseURL}/oauth`), clientId, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: CALLBACK,
      scope: 'openid profile read transfers',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });

    const person = await pageAt(browser, width);
    const member = newMember('Oauth', 'user');
    await signUpAndSignIn(person, member);
    // The native app's loopback listener: the browser lands there with the code.
    let landed: URL | null = null;
    await person.route('http://127.0.0.1:45678/**', async (route) => {
      landed = new URL(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Back in the app</title><p>You can close this window.</p>' });
    });
    await person.goto(authorizationUrl.href);
    await expect(person.getByRole('heading', { level: 1, name: `Allow ${appName} to use your account?` })).toBeVisible();
    const asked = person.getByRole('list', { name: 'What the app asks for' });
    await expect(asked.getByText('Send oDance and buy oDance')).toBeVisible();
    await expect(asked.getByText('See your first and last name')).toBeVisible();
    await expectNoHorizontalScroll(person);
    await expectNoSeriousA11yViolations(person, ['header [aria-label="Account menu"]', 'header [aria-label="Account information"]']);
    await person.screenshot({ path: `.tmp/shots/oauth-consent-${width}.png`, fullPage: true });
    await person.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => landed?.pathname).toBe('/callback');

    const tokens = await oidc.authorizationCodeGrant(config, landed!, { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.claims()?.name).toBe(`${member.firstName} ${member.lastName}`);
    const me = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(((await me.json()) as { data: { me: { email: string } } }).data.me.email).toBe(member.email);

    await person.goto('/dashboard/security');
    const apps = person.getByRole('list', { name: 'Apps you allowed' });
    await expect(apps.getByText(appName)).toBeVisible();
    await expectNoHorizontalScroll(person);
    await person.screenshot({ path: `.tmp/shots/security-apps-${width}.png`, fullPage: true });
    await person.getByRole('button', { name: `Revoke ${appName}` }).click();
    await person.getByRole('dialog', { name: `Revoke “${appName}”?` }).getByRole('button', { name: 'Revoke access' }).click();
    await expect(person.getByText('You have not allowed any app.')).toBeVisible();
    const after = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(after.status).toBe(401);
  });
}
