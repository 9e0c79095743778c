import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, type FormErrors } from '@mantine/form';

/**
 * A filter form whose applied values live in the address (the admin lists). The form follows the address when it
 * changes from elsewhere (Back, a link) and keeps what the person is typing when the change is its own Apply or Clear.
 * Remounting the form on every address change (a `key` derived from the filters) threw away a field changed between
 * Apply and the navigation's commit (AdminPaymentsPage.test.tsx, "keeps a filter changed right after Apply").
 */
export function useAddressFilterForm<V extends object>({
  applied,
  keyOf,
  validate,
  onApply,
}: {
  /** The filters the address holds now. */
  applied: V;
  /** The address form of a set of filters: equal keys mean the same filters. */
  keyOf: (values: V) => string;
  validate: (values: V) => FormErrors;
  /** Writes the filters into the address. */
  onApply: (values: V) => void;
}) {
  const form = useForm<V>({ mode: 'controlled', initialValues: applied, validate });
  const appliedKey = keyOf(applied);
  // The filters the form last showed or sent: an address that differs came from elsewhere.
  const followed = useRef(appliedKey);

  const { setValues, clearErrors } = form;
  useEffect(() => {
    if (appliedKey === followed.current) return;
    followed.current = appliedKey;
    setValues(applied);
    clearErrors();
  }, [applied, appliedKey, setValues, clearErrors]);

  const apply = (values: V) => {
    followed.current = keyOf(values);
    onApply(values);
  };

  return {
    form,
    onSubmit: (event?: FormEvent<HTMLFormElement>) => form.onSubmit(apply)(event),
    clear: (empty: V) => {
      form.setValues(empty);
      form.clearErrors();
      apply(empty);
    },
  };
}
