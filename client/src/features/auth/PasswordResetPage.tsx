import { ComingNext } from '../../shared/ui/ComingNext';

export default function PasswordResetPage() {
  return <ComingNext title="Set a new password">Choose a new password for your account.</ComingNext>;
}
