import { expect, test, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { decodeQrImage, expectNoHorizontalScroll, expectNoSeriousA11yViolations, newMember, signUpAndSignIn, xsrfHeader, type NewAccount } from './support/helpers';

/**
 * Two-step sign-in and devices: an authenticator app enrolled on the Security page from its QR code,
 * sign-in with a code of the app and with a recovery code, and "Sign out this device". At 375 and 1280 px, axe on
 * each screen, screenshots for review. Codes are computed by otplib as an authenticator app would.
 */

test.describe.configure({ timeout: 300_000 });

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/e2e-shots';
const main = (page: Page) => page.getByRole('main');
// The next 30-second step's code: one step of drift is accepted, and it is never the step just used.
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function signInThroughPage(browser: Browser, width: number, member: NewAccount): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto('/auth/sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  return page;
}

for (const width of [375, 1280]) {
  test(`two-step sign-in at ${width} px: enrol an authenticator, sign in with a code and with a recovery code, sign a device out`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const member = newMember('Tess', 'Totp');
    await signUpAndSignIn(page, member);

    // Enrolment on the Security page: QR code and key, a first code, the recovery codes shown once.
    await page.goto('/dashboard/security');
    const section = main(page).getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
    // The QR code an app scans holds the same key.
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(new URL(await decodeQrImage(page, 'totp-qr')).searchParams.get('secret')).toBe(secret);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/totp-enrol-${width}.png`, fullPage: true });
    await section.getByLabel('Code from the app').fill(await generate({ secret }));
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codesBlock = section.getByTestId('recovery-codes');
    await expect(codesBlock).toBeVisible();
    const recoveryCodes = (await codesBlock.textContent())!.match(/[a-z0-9]{5}-[a-z0-9]{5}/g)!;
    expect(recoveryCodes).toHaveLength(10);
    await expect(section.getByRole('button', { name: 'Download' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/totp-recovery-codes-${width}.png`, fullPage: true });
    await section.getByRole('button', { name: 'I saved them' }).click();
    await expect(section.getByText('An authenticator app is set up.')).toBeVisible();
    await expect(section.getByText('On', { exact: true })).toBeVisible();

    // The password alone no longer signs in: the API says which factors are possible.
    const bare = await page.request.post('/api/auth/signin', { headers: await xsrfHeader(page), data: { email: member.email, password: member.password } });
    expect(bare.status()).toBe(401);
    expect(await bare.json()).toMatchObject({ code: 'AUTH_SECOND_FACTOR_REQUIRED', params: { methods: ['totp', 'recovery'] } });

    // Another browser: password, then a code of the app.
    const phone = await signInThroughPage(browser, width, member);
    await expectNoSeriousA11yViolations(phone);
    await expectNoHorizontalScroll(phone);
    await phone.screenshot({ path: `${SHOTS}/totp-sign-in-step-${width}.png`, fullPage: true });
    await phone.getByLabel('Authentication code').fill('000000');
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(phone.getByText('That code is not right')).toBeVisible();
    await phone.getByLabel('Authentication code').fill(await nextCode(secret));
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeHidden();
    expect((await phone.request.get('/api/account/data')).status()).toBe(200);

    // A third browser: a recovery code instead.
    const laptop = await signInThroughPage(browser, width, member);
    await laptop.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
    await laptop.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await expectNoSeriousA11yViolations(laptop);
    await laptop.screenshot({ path: `${SHOTS}/totp-recovery-sign-in-${width}.png`, fullPage: true });
    await laptop.getByRole('button', { name: 'Verify' }).click();
    await expect(laptop.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeHidden();
    expect((await laptop.request.get('/api/account/data')).status()).toBe(200);

    // Devices: three browsers; sign the phone out from the first one.
    await page.reload();
    const devices = main(page).getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByTestId('device-session')).toHaveCount(3);
    await expect(devices.getByTestId('device-session').first().getByText('This device', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await devices.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/devices-${width}.png`, fullPage: true });
    await devices.getByTestId('device-session').nth(1).getByRole('button', { name: 'Sign out this device' }).click();
    await expect(devices.getByTestId('device-session')).toHaveCount(2);
    const stillIn = [(await phone.request.get('/api/account/data')).status(), (await laptop.request.get('/api/account/data')).status()].sort();
    expect(stillIn).toEqual([200, 401]);

    // The owner heard of the new browsers.
    const mailbox = await (await page.request.get('/dev/mailbox')).text();
    expect(mailbox).toContain('New sign-in to your oDance account');
    await context.close();
    await phone.context().close();
    await laptop.context().close();
  });
}
