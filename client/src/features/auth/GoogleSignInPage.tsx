import { ComingNext } from '../../shared/ui/ComingNext';

export default function GoogleSignInPage() {
  return <ComingNext title="Signing in with Google">Finishing your Google sign-in.</ComingNext>;
}
