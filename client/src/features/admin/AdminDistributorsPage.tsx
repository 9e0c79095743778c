import { ComingNext } from '../../shared/ui/ComingNext';

export default function AdminDistributorsPage() {
  return <ComingNext title="All distributors">Create distributors and record collections.</ComingNext>;
}
