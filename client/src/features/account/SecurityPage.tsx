import { ComingNext } from '../../shared/ui/ComingNext';

export default function SecurityPage() {
  return <ComingNext title="Security">Change your password or delete your account.</ComingNext>;
}
