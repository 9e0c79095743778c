import { ComingNext } from '../../shared/ui/ComingNext';

export default function AdminTransfersPage() {
  return <ComingNext title="All transfers and distributions">Every movement of oDance, with filters.</ComingNext>;
}
