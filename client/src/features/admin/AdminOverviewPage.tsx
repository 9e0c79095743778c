import { ComingNext } from '../../shared/ui/ComingNext';

export default function AdminOverviewPage() {
  return <ComingNext title="Admin panel">Distributors, transfers and accounts awaiting approval.</ComingNext>;
}
