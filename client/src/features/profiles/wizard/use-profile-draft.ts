import { useEffect, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { ProfileFormValues } from './profile-form';

interface StoredDraft {
  savedAt: string;
  values: ProfileFormValues;
}

export interface ProfileDraft {
  /** When the draft shown was saved, if the form came back from one. */
  restoredAt: Date | null;
  /** Forgets the draft and puts the form back as it started. */
  discard(): void;
  /** Forgets the draft once the profile is saved. */
  clear(): void;
}

/**
 * The wizard's unsaved work, kept in sessionStorage (this tab only: a shared computer's next user does not find
 * it, and it goes with the tab) under `key`, written as the form changes and read back when the wizard opens
 * again, so leaving by a link or Back loses nothing. Uploaded pictures are kept as the URLs the server gave.
 */
export function useProfileDraft(key: string, form: UseFormReturnType<ProfileFormValues>): ProfileDraft {
  const [restored] = useState(() => readDraft(key));
  const [restoredAt, setRestoredAt] = useState(restored ? new Date(restored.savedAt) : null);
  const applied = useRef(false);
  const { setValues } = form;

  useEffect(() => {
    if (!restored || applied.current) return;
    applied.current = true;
    setValues(restored.values);
  }, [restored, setValues]);

  const dirty = form.isDirty();
  const { values } = form;
  useEffect(() => {
    if (!dirty) return;
    const draft: StoredDraft = { savedAt: new Date().toISOString(), values };
    try {
      sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or off (private mode): the leave warning still protects the work.
    }
  }, [key, dirty, values]);

  const forget = () => {
    sessionStorage.removeItem(key);
    setRestoredAt(null);
  };
  return {
    restoredAt,
    discard() {
      forget();
      form.reset();
    },
    clear: forget,
  };
}

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = sessionStorage.getItem(key);
    const draft = raw ? (JSON.parse(raw) as StoredDraft) : null;
    return draft && typeof draft.savedAt === 'string' && draft.values && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}
