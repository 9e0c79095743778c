import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signUpConfirmed, type NewAccount } from './support/helpers';

/**
 * Accounts and authentication: sign-up to sign-out through the mailbox, password reset, the guest-only
 * auth area, validation, the account pages and accessibility. Every test makes its own accounts: the server and
 * its database are shared by every spec file.
 */

const PASSWORD = 'Dance123!';
const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

let counter = 0;
const uniqueEmail = (tag: string) => `e2e-auth-${tag}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

/** The link of the newest mail to `email` with `subject`, as an in-app path, read from the dev mailbox page. */
async function mailLinkFromMailbox(page: Page, email: string, subject: string): Promise<string> {
  await page.goto('/dev/mailbox');
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: subject }).first();
  const href = await row.getByRole('link').getAttribute('href');
  expect(href).toBeTruthy();
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}

/** A confirmed, active account made through the REST API (the sign-up screens have their own test). */
async function createAccount(page: Page, tag: string, names: Partial<NewAccount> = {}): Promise<NewAccount> {
  const account: NewAccount = { email: uniqueEmail(tag), password: PASSWORD, firstName: 'Ada', lastName: 'Tester', ...names };
  expect(await signUpConfirmed(page, account)).toMatchObject({ email: account.email, active: true });
  return account;
}

async function signIn(page: Page, { email, password }: Pick<NewAccount, 'email' | 'password'>, path = '/auth/sign-in') {
  await page.goto(path);
  await expect(h1(page, 'Sign in')).toBeVisible();
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function expectSignedIn(page: Page) {
  await expect(header(page).getByRole('button', { name: 'Account menu' }).or(header(page).getByRole('link', { name: 'Account information' }))).toBeVisible();
}

test('sign up → confirm from the mailbox → sign in → the header shows the name and balance → sign out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth/sign-up');
  await expect(h1(page, 'Sign up')).toBeVisible();
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('First name').fill('Martha');
  await main(page).getByLabel('Last name').fill('Graham');
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByLabel('Confirm password').fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Create account' }).click();

  await expect(h1(page, 'Check your mailbox')).toBeVisible();
  await expect(main(page)).toContainText(`We sent a confirmation link to ${email}`);
  await expectNoSeriousA11yViolations(page);

  // Not confirmed yet: sign-in says so and offers a new link.
  await signIn(page, { email, password: PASSWORD });
  const notice = main(page).getByRole('alert').filter({ hasText: 'Confirm your email' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Send a new link' }).click();
  // The sign-up mail went out seconds ago: the once-a-minute limit answers, and the page says so.
  await expect(notice).toContainText('A confirmation email was sent a moment ago. Please check your inbox.');

  await page.goto(await mailLinkFromMailbox(page, email, 'Confirm your email address'));
  await expect(h1(page, 'Email confirmed')).toBeVisible();
  await expect(main(page)).toContainText(`${email} is confirmed`);
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('link', { name: 'Sign in' }).click();

  await signIn(page, { email, password: PASSWORD });
  // A first sign-in, no profile yet: the dashboard invites to create one (onboarding).
  await expect(page).toHaveURL(/\/dashboard\/manage-profiles$/);
  await expect(page.getByText('You have no profiles yet.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Create profile' }).first()).toBeVisible();
  await expect(header(page).getByText('0 oDance')).toBeVisible();
  await header(page).getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Martha Graham')).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Opening the link again is no failure: the address is confirmed already, and sign-in is offered.
  await page.goto(await mailLinkFromMailbox(page, email, 'Confirm your email address'));
  await expect(h1(page, 'Already confirmed')).toBeVisible();
  await expect(main(page)).toContainText(`${email} was confirmed already`);
  await expect(main(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(main(page)).not.toContainText('invalid or has expired');
  await expectNoSeriousA11yViolations(page);
});

test('forgot password → reset link from the mailbox → new password → sign in with it', async ({ page }) => {
  const account = await createAccount(page, 'reset');
  const newPassword = 'Salsa456!';

  await page.goto('/auth/sign-in');
  await main(page).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(h1(page, 'Forgot password')).toBeVisible();
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(h1(page, 'Check your mailbox')).toBeVisible();
  await expect(main(page)).toContainText(`If an account uses ${account.email}`);
  await expectNoSeriousA11yViolations(page);

  await page.goto(await mailLinkFromMailbox(page, account.email, 'Reset your password'));
  await expect(h1(page, 'Set a new password')).toBeVisible();
  await main(page).getByLabel('New password', { exact: true }).fill(newPassword);
  await main(page).getByLabel('Confirm password').fill('Salsa456?');
  await main(page).getByRole('button', { name: 'Set password' }).click();
  await expect(main(page).getByText('The passwords do not match.')).toBeVisible();
  await main(page).getByLabel('Confirm password').fill(newPassword);
  await main(page).getByRole('button', { name: 'Set password' }).click();
  await expect(h1(page, 'Password changed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('link', { name: 'Sign in' }).click();

  await signIn(page, account);
  await expect(main(page).getByRole('alert')).toContainText('Email or password is incorrect.');
  await signIn(page, { email: account.email, password: newPassword });
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/dashboard\/manage-profiles$/);
});

test('a signed-in user visiting the auth pages is sent away; sign-in returns to the page asked for', async ({ page }) => {
  const account = await createAccount(page, 'guest');
  await page.goto('/dashboard/account-information');
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fdashboard%2Faccount-information$/);
  await signIn(page, account, page.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/\/dashboard\/account-information$/);
  await expect(h1(page, 'Account information')).toBeVisible();

  await page.goto('/auth/sign-in');
  await expect(page).toHaveURL(/\/$/);
  await expect(h1(page, 'Explore the dance community')).toBeVisible();
  await page.goto('/auth/sign-up');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/sign-in?returnTo=%2Fdashboard%2Fsecurity');
  await expect(page).toHaveURL(/\/dashboard\/security$/);
});

test('validation messages for bad input, from the client and from the server', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(main(page).getByText('Email is required.')).toBeVisible();
  await expect(main(page).getByText('Password is required.')).toBeVisible();
  await main(page).getByLabel('Email').fill('not-an-email');
  await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(main(page).getByText('Enter a valid email address.')).toBeVisible();
  await expect(main(page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/auth/sign-up');
  await main(page).getByLabel('First name').fill('x'.repeat(33));
  await main(page).getByLabel('Password', { exact: true }).fill('weakpass');
  await main(page).getByLabel('Confirm password').fill('other');
  await main(page).getByRole('button', { name: 'Create account' }).click();
  await expect(main(page).getByText('Email is required.')).toBeVisible();
  await expect(main(page).getByText('First name must be at most 32 characters.')).toBeVisible();
  await expect(main(page).getByText('Last name is required.')).toBeVisible();
  await expect(main(page).getByText(/^Password needs an uppercase letter/)).toBeVisible();
  await expect(main(page).getByText('The passwords do not match.')).toBeVisible();
  const rules = main(page).getByRole('list', { name: 'The password needs' });
  await expect(rules.getByRole('listitem').filter({ hasText: 'A lowercase letter' })).toContainText('(done)');
  await expect(rules.getByRole('listitem').filter({ hasText: 'A digit' })).toContainText('(missing)');
  await expectNoSeriousA11yViolations(page);

  // The server's answer lands next to its field: an address that is taken.
  const taken = await createAccount(page, 'taken');
  await page.goto('/auth/sign-up');
  await main(page).getByLabel('Email').fill(taken.email);
  await main(page).getByLabel('First name').fill('Second');
  await main(page).getByLabel('Last name').fill('Try');
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByLabel('Confirm password').fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Create account' }).click();
  await expect(main(page).getByText('This email is already in use.')).toBeVisible();
  await expect(main(page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('account information: editing the names shows them in the header', async ({ page }) => {
  const account = await createAccount(page, 'info');
  await signIn(page, account);
  await expectSignedIn(page);
  await page.goto('/dashboard/account-information');
  await expect(h1(page, 'Account information')).toBeVisible();
  const details = main(page).getByRole('region', { name: 'Sign-in details' });
  await expect(details).toContainText(account.email);
  await expect(details).toContainText('Email and password');
  await expect(main(page).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await main(page).getByLabel('First name').fill('');
  await main(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(main(page).getByText('First name is required.')).toBeVisible();

  await main(page).getByLabel('First name').fill('Pina');
  await main(page).getByLabel('Last name').fill('Bausch');
  await main(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Account information saved')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Account menu' })).toContainText('PB');
  await header(page).getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Pina Bausch')).toBeVisible();
  await page.keyboard.press('Escape');

  // Saved on the server: a fresh load shows the new names.
  await page.reload();
  await expect(main(page).getByLabel('First name')).toHaveValue('Pina');
  await expect(main(page).getByLabel('Last name')).toHaveValue('Bausch');
});

test('security: change the password', async ({ page }) => {
  const account = await createAccount(page, 'change');
  const newPassword = 'Tango789!';
  await signIn(page, account, '/auth/sign-in?returnTo=%2Fdashboard%2Fsecurity');
  await expect(h1(page, 'Security')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const form = main(page).getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Wrong123!');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is incorrect.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  // Still signed in here; the new password is the one that works from now on.
  await expectSignedIn(page);
  await header(page).getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signIn(page, { email: account.email, password: newPassword });
  await expectSignedIn(page);
});

test('security: delete the account behind a typed confirmation', async ({ page }) => {
  const account = await createAccount(page, 'delete');
  await signIn(page, account, '/auth/sign-in?returnTo=%2Fdashboard%2Fsecurity');
  await expect(h1(page, 'Security')).toBeVisible();
  await main(page).getByRole('button', { name: 'Delete account…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong123!');
  await confirm.click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Account deleted')).toBeVisible();

  // Gone: the address and password no longer sign in, and the dashboard asks to sign in.
  await signIn(page, account);
  await expect(main(page).getByRole('alert')).toContainText('Email or password is incorrect.');
  await page.goto('/dashboard/security');
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the avatar goes to account information', async ({ page }) => {
    const account = await createAccount(page, 'mobile', { firstName: 'Isadora', lastName: 'Duncan' });
    await signIn(page, account);
    const avatar = header(page).getByRole('link', { name: 'Account information' });
    await expect(avatar).toContainText('ID');
    await avatar.click();
    await expect(page).toHaveURL(/\/dashboard\/account-information$/);
    await expect(h1(page, 'Account information')).toBeVisible();
    await expect(main(page).getByLabel('First name')).toHaveValue('Isadora');
    await expectNoSeriousA11yViolations(page);
  });
});

test('with Google sign-in configured, sign-in and sign-up offer it; a server without it says so', async ({ page }) => {
  // The test server has no Google client: pretend its config (inlined in the page it serves) says otherwise.
  await page.route(/\/auth\/sign-(up|in)$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('"googleSignIn":false');
    await route.fulfill({ response, body: html.replace('"googleSignIn":false', '"googleSignIn":true') });
  });
  await page.goto('/auth/sign-up');
  await expect(main(page).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/auth/sign-in');
  await expect(h1(page, 'Sign in')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('button', { name: 'Continue with Google' }).click();
  await expect(main(page).getByRole('alert')).toContainText('This is not available yet.');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test('axe finds no serious or critical violation on the other auth screens', async ({ page }) => {
  const screens: Array<[string, string]> = [
    ['/auth/forgot-password', 'Forgot password'],
    ['/auth/password-reset?token=made-up', 'Set a new password'],
    ['/auth/password-reset', 'Set a new password'],
    ['/auth/email-confirmation', 'Email confirmation'],
    ['/auth/sso/google?error=access_denied', 'Google sign-in cancelled'],
    ['/auth/sso/google', 'Google sign-in failed'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(h1(page, title)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
