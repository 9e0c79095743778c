import type { UseFormReturnType } from '@mantine/form';
import { useFormDraft, type FormDraft } from '../../../shared/forms/use-form-draft';
import type { ProfileFormValues } from './profile-form';

export type ProfileDraft = FormDraft;

/**
 * The wizard's unsaved work in sessionStorage under `key` (shared/forms/use-form-draft.ts), so leaving by a link,
 * Back or a reload loses nothing. Uploaded pictures are kept as the URLs the server gave.
 */
export function useProfileDraft(key: string, form: UseFormReturnType<ProfileFormValues>): ProfileDraft {
  return useFormDraft(key, form);
}
