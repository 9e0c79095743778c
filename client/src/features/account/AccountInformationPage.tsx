import { ComingNext } from '../../shared/ui/ComingNext';

export default function AccountInformationPage() {
  return <ComingNext title="Account information">Your names, email and sign-in method.</ComingNext>;
}
