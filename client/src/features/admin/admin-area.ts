// The admin panel as the app shell loads it (app/pages.ts): its layout, and how to load each of its pages.
// The pages' import() calls live here, not in the shell, so `/` does not carry the list of their files.
export { default as AdminLayout } from './AdminLayout';

export const pages = {
  AdminOverviewPage: () => import('./AdminOverviewPage'),
  AdminMembersPage: () => import('./AdminMembersPage'),
  AdminDistributorsPage: () => import('./AdminDistributorsPage'),
  AdminDistributorPage: () => import('./AdminDistributorPage'),
  AdminTransfersPage: () => import('./AdminTransfersPage'),
  AdminPaymentsPage: () => import('./AdminPaymentsPage'),
  AdminExplorerPage: () => import('./AdminExplorerPage'),
  AdminAppsPage: () => import('./AdminAppsPage'),
};
