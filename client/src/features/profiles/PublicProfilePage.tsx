import { useParams } from 'react-router';
import { ComingNext } from '../../shared/ui/ComingNext';
import NotFoundPage from '../../shared/ui/NotFoundPage';
import { isProfileType, profileTypeLabel } from './profile-types';

export default function PublicProfilePage() {
  const { type } = useParams();
  if (!isProfileType(type)) return <NotFoundPage />;
  return <ComingNext title={`${profileTypeLabel(type)} profile`}>A public profile, visible without signing in.</ComingNext>;
}
