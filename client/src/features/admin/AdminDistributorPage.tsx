import { useParams } from 'react-router';
import { ComingNext } from '../../shared/ui/ComingNext';

/** PRODUCT.md §3: an admin sees one distributor through the distributor dashboard view. */
export default function AdminDistributorPage() {
  const { id } = useParams();
  return <ComingNext title="Distributor">The distributor dashboard of distributor {id}, as its owner sees it.</ComingNext>;
}
