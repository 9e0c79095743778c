import { IconApps, IconArrowsExchange, IconBraces, IconBuildingStore, IconCreditCard, IconLayoutDashboard, IconUsers } from '@tabler/icons-react';
import { SectionLayout } from '../../shared/ui/SectionLayout';
import type { SectionNavItem } from '../../shared/ui/SectionNav';

const ITEMS: SectionNavItem[] = [
  { label: 'Overview', to: '/admin-panel', icon: IconLayoutDashboard, end: true },
  { label: 'Members', to: '/admin-panel/members', icon: IconUsers },
  { label: 'Distributors', to: '/admin-panel/distributors', icon: IconBuildingStore },
  { label: 'Transfers', to: '/admin-panel/transfers', icon: IconArrowsExchange },
  { label: 'Payments', to: '/admin-panel/payments', icon: IconCreditCard },
  { label: 'Apps', to: '/admin-panel/apps', icon: IconApps },
  { label: 'GraphQL explorer', to: '/admin-panel/explorer', icon: IconBraces },
];

export default function AdminLayout() {
  return <SectionLayout navLabel="Admin panel" items={ITEMS} />;
}
