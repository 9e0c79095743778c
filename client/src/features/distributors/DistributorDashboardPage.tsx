import { ComingNext } from '../../shared/ui/ComingNext';

export default function DistributorDashboardPage() {
  return <ComingNext title="Distributor dashboard">Credit limit, margin, statistics and distributions.</ComingNext>;
}
