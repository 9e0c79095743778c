import { lazy, type ComponentType } from 'react';

// Every page and area layout is its own chunk: the first visit of `/` downloads only the shell and Explore.
export const ExplorePage = lazy(() => import('../features/explore/ExplorePage'));
export const PublicProfilePage = lazy(() => import('../features/profiles/PublicProfilePage'));
export const NotFoundPage = lazy(() => import('../shared/ui/NotFoundPage'));
export const ErrorTestPage = lazy(() => import('../features/diagnostics/ErrorTestPage'));
export const ConsentPage = lazy(() => import('../features/oauth/ConsentPage'));
export const DevelopersPage = lazy(() => import('../features/developers/DevelopersPage'));

/**
 * The pages of an area (auth, dashboard, admin panel) load through the area's module (`features/<area>/<area>-area.ts`,
 * in the chunk of its layout), which holds their import() calls. A page renders inside its area's layout, which
 * has loaded by then, so this adds no request; the shell only knows the areas' files, not every page's.
 */
type Area<Pages> = { pages: Pages };
type PageLoader = () => Promise<{ default: ComponentType }>;

function areaPages<Pages extends Record<string, PageLoader>>(load: () => Promise<Area<Pages>>) {
  return (name: keyof Pages) => lazy(() => load().then((area) => area.pages[name]()));
}

const auth = () => import('../features/auth/auth-area');
const authPage = areaPages(auth);
export const AuthLayout = lazy(() => auth().then((area) => ({ default: area.AuthLayout })));
export const SignInPage = authPage('SignInPage');
export const SignUpPage = authPage('SignUpPage');
export const ForgotPasswordPage = authPage('ForgotPasswordPage');
export const PasswordResetPage = authPage('PasswordResetPage');
export const EmailConfirmationPage = authPage('EmailConfirmationPage');
export const GoogleSignInPage = authPage('GoogleSignInPage');

const dashboard = () => import('../features/dashboard/dashboard-area');
const dashboardPage = areaPages(dashboard);
export const DashboardLayout = lazy(() => dashboard().then((area) => ({ default: area.DashboardLayout })));
export const ManageProfilesPage = dashboardPage('ManageProfilesPage');
export const ProfileTypePickerPage = dashboardPage('ProfileTypePickerPage');
export const ProfileCreatorPage = dashboardPage('ProfileCreatorPage');
export const ProfileEditorPage = dashboardPage('ProfileEditorPage');
export const AccountInformationPage = dashboardPage('AccountInformationPage');
export const SecurityPage = dashboardPage('SecurityPage');
export const BuyOdancePage = dashboardPage('BuyOdancePage');
export const TransfersPage = dashboardPage('TransfersPage');
export const ReceivePage = dashboardPage('ReceivePage');
export const PaymentSuccessPage = dashboardPage('PaymentSuccessPage');
export const PaymentFailedPage = dashboardPage('PaymentFailedPage');
export const InvoicePage = dashboardPage('InvoicePage');
export const DistributorDashboardPage = dashboardPage('DistributorDashboardPage');

const admin = () => import('../features/admin/admin-area');
const adminPage = areaPages(admin);
export const AdminLayout = lazy(() => admin().then((area) => ({ default: area.AdminLayout })));
export const AdminOverviewPage = adminPage('AdminOverviewPage');
export const AdminDistributorsPage = adminPage('AdminDistributorsPage');
export const AdminDistributorPage = adminPage('AdminDistributorPage');
export const AdminTransfersPage = adminPage('AdminTransfersPage');
export const AdminPaymentsPage = adminPage('AdminPaymentsPage');
export const AdminExplorerPage = adminPage('AdminExplorerPage');
export const AdminAppsPage = adminPage('AdminAppsPage');
