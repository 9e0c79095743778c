import { ComingNext } from '../../shared/ui/ComingNext';

export default function EmailConfirmationPage() {
  return <ComingNext title="Email confirmation">Confirm your email address.</ComingNext>;
}
