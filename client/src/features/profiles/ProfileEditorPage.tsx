import { useParams } from 'react-router';
import { ComingNext } from '../../shared/ui/ComingNext';
import NotFoundPage from '../../shared/ui/NotFoundPage';
import { isProfileType, profileTypeLabel } from './profile-types';

export default function ProfileEditorPage() {
  const { type } = useParams();
  if (!isProfileType(type)) return <NotFoundPage />;
  return <ComingNext title={`Edit ${profileTypeLabel(type).toLowerCase()} profile`}>Edit the profile and its achievements.</ComingNext>;
}
