import { useParams } from 'react-router';
import { ComingNext } from '../../shared/ui/ComingNext';
import NotFoundPage from '../../shared/ui/NotFoundPage';
import { isProfileType, profileTypeLabel } from './profile-types';

export default function ProfileCreatorPage() {
  const { type } = useParams();
  if (!isProfileType(type)) return <NotFoundPage />;
  return <ComingNext title={`New ${profileTypeLabel(type).toLowerCase()} profile`}>The profile creator wizard.</ComingNext>;
}
