import { ComingNext } from '../../shared/ui/ComingNext';

export default function ManageProfilesPage() {
  return <ComingNext title="Manage profiles">Create, edit and delete your dance profiles.</ComingNext>;
}
