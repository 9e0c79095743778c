import { ComingNext } from '../../shared/ui/ComingNext';

export default function BuyOdancePage() {
  return <ComingNext title="Buy oDance">Buy oDance by card and see your payments.</ComingNext>;
}
