// The dashboard area as the app shell loads it (app/pages.ts): its layout, and how to load each of its pages.
// The pages' import() calls live here, not in the shell, so `/` does not carry the list of their files.
export { default as DashboardLayout } from './DashboardLayout';

export const pages = {
  ManageProfilesPage: () => import('../profiles/ManageProfilesPage'),
  ProfileTypePickerPage: () => import('../profiles/ProfileTypePickerPage'),
  ProfileCreatorPage: () => import('../profiles/ProfileCreatorPage'),
  ProfileEditorPage: () => import('../profiles/ProfileEditorPage'),
  AffiliationRequestsPage: () => import('../profiles/AffiliationRequestsPage'),
  AccountInformationPage: () => import('../account/AccountInformationPage'),
  SecurityPage: () => import('../account/SecurityPage'),
  DeveloperSettingsPage: () => import('../account/DeveloperSettingsPage'),
  BuyOdancePage: () => import('../odance/BuyOdancePage'),
  TransfersPage: () => import('../odance/TransfersPage'),
  TransferReceiptPage: () => import('../odance/TransferReceiptPage'),
  ReceivePage: () => import('../odance/ReceivePage'),
  MoneyRequestsPage: () => import('../money-requests/MoneyRequestsPage'),
  PaymentSuccessPage: () => import('../odance/PaymentSuccessPage'),
  PaymentFailedPage: () => import('../odance/PaymentFailedPage'),
  InvoicePage: () => import('../odance/InvoicePage'),
  DistributorDashboardPage: () => import('../distributors/DistributorDashboardPage'),
};
