import type { UseFormReturnType } from '@mantine/form';
import type { ProfileType } from '../profile-types';
import type { ProfileFormValues } from './profile-form';

export type ProfileForm = UseFormReturnType<ProfileFormValues>;

export interface StepProps {
  form: ProfileForm;
  type: ProfileType;
  /** An existing profile (the editor), not a new one (the creator). */
  editing?: boolean;
}
