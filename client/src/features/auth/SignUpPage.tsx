import { ComingNext } from '../../shared/ui/ComingNext';

export default function SignUpPage() {
  return <ComingNext title="Sign up">Create your oDance account.</ComingNext>;
}
