import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, newMember, signUpAndSignIn } from './support/helpers';

// A personal access token made on Developer settings works for a script outside the browser.
for (const width of [375, 1280]) {
  test(`developer settings at ${width} px: create a token, copy it once, a script uses it, revoke it`, async ({ page, playwright, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const member = newMember('Token', 'user');
    await signUpAndSignIn(page, member);
    await page.goto('/dashboard/developer-settings');
    const section = page.getByRole('region', { name: 'Personal access tokens' });
    await expect(section.getByText('No tokens yet.')).toBeVisible();

    const form = section.getByRole('form', { name: 'Create a personal access token' });
    await form.getByLabel('Name').fill('studio till script');
    await form.getByRole('checkbox', { name: /^transfers:/ }).check();
    await form.getByRole('button', { name: 'Create token' }).click();
    const shown = section.getByTestId('new-token');
    await expect(shown).toContainText('odp_');
    const token = (await shown.textContent())!.trim();
    await expect(section.getByRole('button', { name: 'Copy token' })).toBeVisible();
    await expect(section.getByRole('list', { name: 'Personal access tokens' }).getByText('studio till script')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `.tmp/shots/developer-settings-tokens-${width}.png`, fullPage: true });

    // A script: no cookies, no anti-forgery header, only the token.
    const script = await playwright.request.newContext({ baseURL });
    const me = await script.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query: '{ me { email } }' } });
    expect((await me.json()).data.me.email).toBe(member.email);

    await section.getByRole('button', { name: 'Done' }).click();
    await section.getByRole('button', { name: 'Revoke studio till script' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke “studio till script”?' });
    await expect(confirm).toContainText('stop working at once');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `.tmp/shots/revoke-token-confirm-${width}.png` });
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await expect(section.getByText('No tokens yet.')).toBeVisible();
    // The toast hides nothing of the header: it sits below it, at the bottom of the window.
    const toast = page.getByText('Token revoked');
    await expect(toast).toBeVisible();
    const [toastBox, headerBox] = [await toast.boundingBox(), await page.getByRole('banner').boundingBox()];
    expect(toastBox!.y).toBeGreaterThan(headerBox!.y + headerBox!.height);
    expect(toastBox!.y).toBeGreaterThan(900 / 2);
    const after = await script.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query: '{ me { email } }' } });
    expect(after.status()).toBe(401);
    await script.dispose();
  });
}
