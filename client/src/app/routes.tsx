import { Navigate, Outlet, type RouteObject } from 'react-router';
import { ApolloBoundary } from '../shared/api/apollo-loader';
import { GuestOnly } from '../shared/guards/GuestOnly';
import { RequireAuth } from '../shared/guards/RequireAuth';
import { RequireCapability } from '../shared/guards/RequireCapability';
import { SIGN_IN_PATH } from '../shared/guards/return-to';
import { RouteErrorBoundary } from '../shared/ui/RouteErrorBoundary';
import { RootLayout } from './layout/RootLayout';
import * as Page from './pages';

/** docs/web-app.md#screens-and-routes: /auth/* for signed-out visitors. Any other path under it goes to sign-in. */
const authRoutes: RouteObject = {
  path: 'auth',
  element: <GuestOnly redirectTo="/" />,
  children: [
    {
      element: <Page.AuthLayout />,
      children: [
        { index: true, element: <Navigate to={SIGN_IN_PATH} replace /> },
        { path: 'sign-in', element: <Page.SignInPage /> },
        { path: 'sign-up', element: <Page.SignUpPage /> },
        { path: 'forgot-password', element: <Page.ForgotPasswordPage /> },
        { path: 'password-reset', element: <Page.PasswordResetPage /> },
        { path: 'email-confirmation', element: <Page.EmailConfirmationPage /> },
        { path: 'sso/google', element: <Page.GoogleSignInPage /> },
        { path: '*', element: <Navigate to={SIGN_IN_PATH} replace /> },
      ],
    },
  ],
};

/**
 * Signed-in area; /dashboard opens its first child. Its pages (and the admin panel's) use Apollo Client, loaded by
 * ApolloBoundary; Explore, a public profile and the auth pages do not (shared/api/apollo-loader.tsx).
 * The distributor page needs `me.can.distribute`, the admin panel `me.can.administer` (the server's answer). */
const dashboardRoutes: RouteObject = {
  path: 'dashboard',
  element: (
    <ApolloBoundary>
      <RequireAuth />
    </ApolloBoundary>
  ),
  children: [
    {
      element: <Page.DashboardLayout />,
      children: [
        { index: true, element: <Navigate to="/dashboard/manage-profiles" replace /> },
        {
          path: 'manage-profiles',
          children: [
            { index: true, element: <Page.ManageProfilesPage /> },
            { path: 'new', element: <Page.ProfileTypePickerPage /> },
            { path: 'new/:type', element: <Page.ProfileCreatorPage /> },
            { path: 'edit/:type/:id', element: <Page.ProfileEditorPage /> },
          ],
        },
        { path: 'affiliation-requests', element: <Page.AffiliationRequestsPage /> },
        { path: 'account-information', element: <Page.AccountInformationPage /> },
        { path: 'security', element: <Page.SecurityPage /> },
        { path: 'developer-settings', element: <Page.DeveloperSettingsPage /> },
        { path: 'odance/buy', element: <Page.BuyOdancePage /> },
        { path: 'odance/buy/success', element: <Page.PaymentSuccessPage /> },
        { path: 'odance/buy/failed', element: <Page.PaymentFailedPage /> },
        { path: 'odance/invoices/:paymentId', element: <Page.InvoicePage /> },
        { path: 'odance/transfers', element: <Page.TransfersPage /> },
        { path: 'odance/transfers/:id', element: <Page.TransferReceiptPage /> },
        { path: 'odance/receive', element: <Page.ReceivePage /> },
        { path: 'odance/requests', element: <Page.MoneyRequestsPage /> },
        {
          path: 'distributor',
          element: <RequireCapability can="distribute" />,
          children: [{ index: true, element: <Page.DistributorDashboardPage /> }],
        },
      ],
    },
  ],
};

const adminRoutes: RouteObject = {
  path: 'admin-panel',
  element: (
    <ApolloBoundary>
      <RequireCapability can="administer" />
    </ApolloBoundary>
  ),
  children: [
    {
      element: <Page.AdminLayout />,
      children: [
        { index: true, element: <Page.AdminOverviewPage /> },
        { path: 'members', element: <Page.AdminMembersPage /> },
        { path: 'distributors', element: <Page.AdminDistributorsPage /> },
        { path: 'distributors/:id', element: <Page.AdminDistributorPage /> },
        { path: 'transfers', element: <Page.AdminTransfersPage /> },
        { path: 'payments', element: <Page.AdminPaymentsPage /> },
        { path: 'apps', element: <Page.AdminAppsPage /> },
        { path: 'explorer', element: <Page.AdminExplorerPage /> },
      ],
    },
  ],
};

/**
 * Two error boundaries: the inner one (pathless) keeps the top bar around a failed page; the outer one
 * catches a failure of the layout itself.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <Page.ExplorePage /> },
          {
            path: 'profile/:type/:id',
            element: <Page.PublicProfilePage />,
          },
          // An organisation's `/@handle` (React Router has no partial segments: the page refuses a path without @).
          { path: ':handle', element: <Page.PublicProfilePage /> },
          // The OAuth provider's sign-in and consent screen (server/src/modules/oauth); it asks for sign-in itself.
          { path: 'oauth/interaction/:uid', element: <Page.ConsentPage /> },
          { path: 'developers', element: <Page.DevelopersPage /> },
          { path: 'developers/changelog', element: <Page.ChangelogPage /> },
          // The email change's mailed links: opened signed in or not, so outside the guest-only auth routes.
          {
            path: 'auth/email-change',
            element: <Page.AuthLayout />,
            children: [
              { index: true, element: <Page.EmailChangePage /> },
              { path: 'undo', element: <Page.EmailChangePage /> },
            ],
          },
          authRoutes,
          dashboardRoutes,
          adminRoutes,
          // Diagnostic: renders the error screen on purpose (see ErrorTestPage).
          { path: 'error-test', element: <Page.ErrorTestPage /> },
          { path: '*', element: <Page.NotFoundPage /> },
        ],
      },
    ],
  },
];
