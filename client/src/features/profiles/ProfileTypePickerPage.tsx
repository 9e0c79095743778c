import { ComingNext } from '../../shared/ui/ComingNext';

export default function ProfileTypePickerPage() {
  return <ComingNext title="Create a profile">Choose the type of profile to create.</ComingNext>;
}
