import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { profilePath } from './profile-format';
import { ProfilePicker } from './ProfilePicker';

/** The loaded top-bar search: a profile picker whose pick opens the public profile. */
export default function ProfileSearchBox({ id, initialValue, autoFocus }: { id: string; initialValue: string; autoFocus: boolean }) {
  const navigate = useNavigate();
  return (
    <ProfilePicker
      id={id}
      ariaLabel="Search profiles"
      placeholder="Search profiles"
      leftSection={<IconSearch size={16} aria-hidden />}
      initialValue={initialValue}
      autoFocus={autoFocus}
      enterPicksFirst
      // Inside the top bar (and the mobile menu, which closes on clicks outside it), not in a portal.
      withinPortal={false}
      onPick={(profile) => void navigate(profilePath(profile))}
    />
  );
}
