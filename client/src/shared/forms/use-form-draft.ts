import { useEffect, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';

interface StoredDraft<Values> {
  savedAt: string;
  values: Values;
}

export interface FormDraft {
  /** When the draft shown was saved, if the form came back from one. */
  restoredAt: Date | null;
  /** Forgets the draft and puts the form back as it started. */
  discard(): void;
  /** Forgets the draft once its work is done (saved, sent). */
  clear(): void;
}

/**
 * A form's unsaved work, kept in sessionStorage (this tab only: a shared computer's next user does not find it,
 * and it goes with the tab) under `key`, written as the form changes and read back when the form opens again, so
 * leaving by a link, Back or a reload loses nothing. Used by the profile wizard (features/profiles/wizard) and the
 * send form of transfers and distributions (shared/send-odance/SendOdanceForm.tsx).
 */
export function useFormDraft<Values extends object>(key: string, form: UseFormReturnType<Values>): FormDraft {
  const [restored] = useState(() => readDraft<Values>(key));
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
    const draft: StoredDraft<Values> = {
      savedAt: new Date().toISOString(),
      values,
    };
    try {
      sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or off (private mode): the work stays in the page while it is open.
    }
  }, [key, dirty, values]);

  const forget = () => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Storage off: there is nothing to forget.
    }
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

function readDraft<Values>(key: string): StoredDraft<Values> | null {
  try {
    const raw = sessionStorage.getItem(key);
    const draft = raw ? (JSON.parse(raw) as StoredDraft<Values>) : null;
    return draft && typeof draft.savedAt === 'string' && draft.values && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}
