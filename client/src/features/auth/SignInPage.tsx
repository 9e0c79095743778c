import { ComingNext } from '../../shared/ui/ComingNext';

export default function SignInPage() {
  return <ComingNext title="Sign in">Sign in with your email and password.</ComingNext>;
}
