import { ComingNext } from '../../shared/ui/ComingNext';

export default function ForgotPasswordPage() {
  return <ComingNext title="Forgot password">Request a link to set a new password.</ComingNext>;
}
