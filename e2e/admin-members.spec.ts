import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, letters, signInByApi, signUpAndSignIn, xsrfHeader } from './support/helpers';

/**
 * The admin's member list (docs/product.md "Admin panel"): search by name (accents ignored) or email, deactivate after a
 * confirmation (the member's browser is signed out and cannot sign in again, the balance stays), reactivate; and the
 * overview's money totals, the ledger's figures. At 1280 and 375 px, axe clean, screenshots in .tmp/shots.
 */
const ADMIN = { email: 'admin@odance.local', password: 'Admin123!' };
// The top bar's avatar button (the shell's, not this feature's): see e2e/distributors.spec.ts.
const SHELL_AVATAR = ['header [aria-label="Account menu"]', 'header [aria-label="Account information"]'];

async function newPage(browser: Browser, width: number): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/graphql', { headers: await xsrfHeader(page), data: { query, variables } });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.describe.configure({ timeout: 360_000 });

    test('an admin finds a member by name without accents, deactivates them (signed out, cannot sign in), then reactivates', async ({ browser }) => {
      const tag = letters();
      const account = { email: `nuria.${tag.toLowerCase()}@e2e.odance.test`, password: 'Dancer123!', firstName: 'Núria', lastName: `Núñez${tag}` };
      const member = await newPage(browser, width);
      await signUpAndSignIn(member, account);
      await member.goto('/dashboard');
      await expect(member.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 90_000 });

      const admin = await newPage(browser, width);
      await signInByApi(admin, ADMIN.email, ADMIN.password);
      await admin.goto('/admin-panel/members');
      await expect(admin.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible({ timeout: 90_000 });
      await admin.getByRole('textbox', { name: 'Name or email' }).fill(`nunez${tag}`);
      await admin.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(admin).toHaveURL(new RegExp(`q=nunez${tag}`));
      await expect(admin.getByRole('heading', { name: '1 member' })).toBeVisible();
      const list = admin.getByTestId('admin-members');
      await expect(list.getByText(`Núria Núñez${tag}`)).toBeVisible();
      await expect(list.getByText(account.email)).toBeVisible();
      await expect(list.getByText('Active', { exact: true })).toBeVisible();
      await expectNoHorizontalScroll(admin);
      await expectNoSeriousA11yViolations(admin, SHELL_AVATAR);
      await admin.screenshot({ path: `.tmp/shots/admin-members-${width}.png`, fullPage: true });

      // Search by email finds the same member.
      await admin.getByRole('textbox', { name: 'Name or email' }).fill(account.email.slice(0, 14));
      await admin.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(list.getByText(account.email)).toBeVisible();

      await list.getByRole('button', { name: `Deactivate Núria Núñez${tag}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Deactivate Núria Núñez${tag}?` });
      await expect(dialog.getByText('They are signed out everywhere')).toBeVisible();
      await expectNoSeriousA11yViolations(admin, SHELL_AVATAR);
      await admin.screenshot({ path: `.tmp/shots/admin-members-deactivate-${width}.png` });
      // A double click sends one change (the button is busy while it runs); the server is idempotent anyway.
      await dialog.getByRole('button', { name: 'Deactivate' }).dblclick();
      await expect(dialog).toBeHidden();
      await expect(list.getByText('Deactivated', { exact: true })).toBeVisible();
      await expect(list.getByRole('button', { name: `Reactivate Núria Núñez${tag}` })).toBeVisible();
      await admin.screenshot({ path: `.tmp/shots/admin-members-deactivated-${width}.png`, fullPage: true });

      // The member's browser is signed out, and signing in again is refused.
      const me = await member.request.post('/graphql', { headers: await xsrfHeader(member), data: { query: '{ me { id } }' } });
      expect(((await me.json()) as { data: { me: unknown } }).data.me).toBeNull();
      const again = await member.request.post('/api/auth/signin', { headers: await xsrfHeader(member), data: { email: account.email, password: account.password } });
      expect(((await again.json()) as { code: string }).code).toBe('AUTH_ACCOUNT_NOT_ACTIVE');

      await list.getByRole('button', { name: `Reactivate Núria Núñez${tag}` }).click();
      await admin.getByRole('dialog', { name: `Reactivate Núria Núñez${tag}?` }).getByRole('button', { name: 'Reactivate' }).click();
      await expect(list.getByText('Active', { exact: true })).toBeVisible();
      await signInByApi(member, account.email, account.password);

      // The admin's own row offers no deactivation.
      await admin.getByRole('textbox', { name: 'Name or email' }).fill(ADMIN.email);
      await admin.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(list.getByText(ADMIN.email)).toBeVisible();
      await expect(list.getByText('You', { exact: true })).toBeVisible();
      await expect(list.getByRole('button', { name: /^Deactivate/ })).toHaveCount(0);
      await Promise.all([member, admin].map((page) => page.context().close()));
    });

    test('the overview shows the money totals the ledger holds', async ({ browser }) => {
      const admin = await newPage(browser, width);
      await signInByApi(admin, ADMIN.email, ADMIN.password);
      const { moneyTotals } = await graphql<{
        moneyTotals: Record<'inCirculation' | 'boughtByCard' | 'distributorCreditOutstanding' | 'distributorCreditCollected' | 'platformAccount', number>;
      }>(
        admin,
        '{ moneyTotals { inCirculation boughtByCard distributorCreditOutstanding distributorCreditCollected platformAccount } }',
      );
      await admin.goto('/admin-panel');
      const money = admin.getByRole('region', { name: 'Money' });
      await expect(money).toBeVisible({ timeout: 90_000 });
      const odance = (n: number) => `${n.toLocaleString('en-US')} oDance`;
      await expect(money.getByTestId('money-In circulation')).toContainText(odance(moneyTotals.inCirculation));
      await expect(money.getByTestId('money-Bought by card')).toContainText(odance(moneyTotals.boughtByCard));
      await expect(money.getByTestId('money-Distributor credit outstanding')).toContainText(odance(moneyTotals.distributorCreditOutstanding));
      await expect(money.getByTestId('money-Platform account')).toContainText(odance(moneyTotals.platformAccount));
      expect(moneyTotals.inCirculation + moneyTotals.platformAccount).toBe(
        moneyTotals.boughtByCard + moneyTotals.distributorCreditOutstanding + moneyTotals.distributorCreditCollected,
      );
      await expectNoHorizontalScroll(admin);
      await expectNoSeriousA11yViolations(admin, SHELL_AVATAR);
      await admin.screenshot({ path: `.tmp/shots/admin-overview-money-${width}.png`, fullPage: true });
      await admin.context().close();
    });
  });
}
