import { IconArrowsExchange, IconBuildingStore, IconCash, IconCode, IconCoin, IconId, IconQrcode, IconShieldLock, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useCurrentUser } from '../../shared/auth/current-user';
import { SectionLayout } from '../../shared/ui/SectionLayout';
import type { SectionNavItem } from '../../shared/ui/SectionNav';

const ITEMS: SectionNavItem[] = [
  { label: 'Manage profiles', to: '/dashboard/manage-profiles', icon: IconUsers },
  { label: 'Member requests', to: '/dashboard/affiliation-requests', icon: IconUserCheck },
  { label: 'Account information', to: '/dashboard/account-information', icon: IconId },
  { label: 'Security', to: '/dashboard/security', icon: IconShieldLock },
  { label: 'Developer settings', to: '/dashboard/developer-settings', icon: IconCode },
  { label: 'Buy oDance', to: '/dashboard/odance/buy', icon: IconCoin },
  { label: 'Transfers', to: '/dashboard/odance/transfers', icon: IconArrowsExchange },
  { label: 'Receive', to: '/dashboard/odance/receive', icon: IconQrcode },
  { label: 'Request oDance', to: '/dashboard/odance/requests', icon: IconCash },
];
const DISTRIBUTOR_ITEM: SectionNavItem = { label: 'Distributor', to: '/dashboard/distributor', icon: IconBuildingStore };

/** The signed-in user's area; the Distributor entry only for those the distributor route lets in. */
export default function DashboardLayout() {
  const { user } = useCurrentUser();
  const items = user?.can.distribute ? [...ITEMS, DISTRIBUTOR_ITEM] : ITEMS;
  return <SectionLayout navLabel="Dashboard" items={items} />;
}
