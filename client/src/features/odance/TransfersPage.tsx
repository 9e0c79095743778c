import { ComingNext } from '../../shared/ui/ComingNext';

export default function TransfersPage() {
  return <ComingNext title="Transfers">Send oDance to others and see your transfers.</ComingNext>;
}
