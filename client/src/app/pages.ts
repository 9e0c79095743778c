import { Children, createElement, isValidElement, lazy, type ComponentType, type FunctionComponent, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type PageLoader = () => Promise<{ default: ComponentType }>;

/** A page loaded on demand that can also be loaded ahead (`preload`), after which it renders without suspending. */
export type LazyPage = FunctionComponent & { preload(): Promise<void> };

/**
 * React.lazy, plus `preload`: main.tsx loads the first page's modules before the first render, so that render
 * draws the page at once instead of a spinner that would replace the server's first screen for a moment
 * (server/src/modules/public-pages/first-screen.ts). Once loaded, the page renders as itself, not through lazy.
 */
function lazyPage(load: PageLoader): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}

// Every page and area layout is its own chunk: the first visit of `/` downloads only the shell and Explore.
export const ExplorePage = lazyPage(() => import('../features/explore/ExplorePage'));
export const PublicProfilePage = lazyPage(() => import('../features/profiles/PublicProfilePage'));
export const NotFoundPage = lazyPage(() => import('../shared/ui/NotFoundPage'));
export const ErrorTestPage = lazyPage(() => import('../features/diagnostics/ErrorTestPage'));
export const ConsentPage = lazyPage(() => import('../features/oauth/ConsentPage'));
export const DevelopersPage = lazyPage(() => import('../features/developers/DevelopersPage'));
export const ChangelogPage = lazyPage(() => import('../features/developers/ChangelogPage'));

/**
 * The pages of an area (auth, dashboard, admin panel) load through the area's module (`features/<area>/<area>-area.ts`,
 * in the chunk of its layout), which holds their import() calls. A page renders inside its area's layout, which
 * has loaded by then, so this adds no request; the shell only knows the areas' files, not every page's.
 */
type Area<Pages> = { pages: Pages };

function areaPages<Pages extends Record<keyof Pages, PageLoader>>(load: () => Promise<Area<Pages>>) {
  return (name: keyof Pages) => lazyPage(() => load().then((area) => area.pages[name]()));
}

// The forms' zod rules are not in the area: they load on a form's first focus (features/auth/account-rules.ts).
const auth = () => import('../features/auth/auth-area');
const authPage = areaPages(auth);
export const AuthLayout = lazyPage(() => auth().then((area) => ({ default: area.AuthLayout })));
export const SignInPage = authPage('SignInPage');
export const SignUpPage = authPage('SignUpPage');
export const ForgotPasswordPage = authPage('ForgotPasswordPage');
export const PasswordResetPage = authPage('PasswordResetPage');
export const EmailConfirmationPage = authPage('EmailConfirmationPage');
export const EmailChangePage = authPage('EmailChangePage');
export const GoogleSignInPage = authPage('GoogleSignInPage');

const dashboard = () => import('../features/dashboard/dashboard-area');
const dashboardPage = areaPages(dashboard);
export const DashboardLayout = lazyPage(() => dashboard().then((area) => ({ default: area.DashboardLayout })));
export const ManageProfilesPage = dashboardPage('ManageProfilesPage');
export const ProfileTypePickerPage = dashboardPage('ProfileTypePickerPage');
export const ProfileCreatorPage = dashboardPage('ProfileCreatorPage');
export const ProfileEditorPage = dashboardPage('ProfileEditorPage');
export const AffiliationRequestsPage = dashboardPage('AffiliationRequestsPage');
export const AccountInformationPage = dashboardPage('AccountInformationPage');
export const SecurityPage = dashboardPage('SecurityPage');
export const DeveloperSettingsPage = dashboardPage('DeveloperSettingsPage');
export const BuyOdancePage = dashboardPage('BuyOdancePage');
export const TransfersPage = dashboardPage('TransfersPage');
export const TransferReceiptPage = dashboardPage('TransferReceiptPage');
export const ReceivePage = dashboardPage('ReceivePage');
export const MoneyRequestsPage = dashboardPage('MoneyRequestsPage');
export const PaymentSuccessPage = dashboardPage('PaymentSuccessPage');
export const PaymentFailedPage = dashboardPage('PaymentFailedPage');
export const InvoicePage = dashboardPage('InvoicePage');
export const DistributorDashboardPage = dashboardPage('DistributorDashboardPage');

const admin = () => import('../features/admin/admin-area');
const adminPage = areaPages(admin);
export const AdminLayout = lazyPage(() => admin().then((area) => ({ default: area.AdminLayout })));
export const AdminOverviewPage = adminPage('AdminOverviewPage');
export const AdminMembersPage = adminPage('AdminMembersPage');
export const AdminDistributorsPage = adminPage('AdminDistributorsPage');
export const AdminDistributorPage = adminPage('AdminDistributorPage');
export const AdminTransfersPage = adminPage('AdminTransfersPage');
export const AdminPaymentsPage = adminPage('AdminPaymentsPage');
export const AdminExplorerPage = adminPage('AdminExplorerPage');
export const AdminAppsPage = adminPage('AdminAppsPage');

/** Loads the pages `pathname` shows (its layouts and page) ahead of the first render (main.tsx). */
export async function preloadPagesOf(routes: RouteObject[], pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => pagesIn(route.element));
  await Promise.all(pages.map((page) => page.preload()));
}

/** The lazy pages an element names: itself, or its children (a guard wrapping a layout). */
function pagesIn(node: ReactNode): LazyPage[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const type = node.type as Partial<LazyPage>;
  if (typeof type.preload === 'function') return [type as LazyPage];
  return Children.toArray(node.props.children).flatMap(pagesIn);
}
