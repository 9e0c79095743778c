import { useState, type ChangeEvent } from 'react';
import type { SortOrder } from '../../gql/graphql';

type MovementSort = { value: string; label: string; sort: 'createdAt' | 'amount'; sortOrder: SortOrder };

/** The sort when none (or an unknown one) is named. */
const NEWEST_FIRST: MovementSort = { value: 'newest', label: 'Newest first', sort: 'createdAt', sortOrder: 'desc' };

/** The sorts every money history offers (transfers, distributions, the admin's list); the server sorts. */
export const MOVEMENT_SORTS: MovementSort[] = [
  NEWEST_FIRST,
  { value: 'oldest', label: 'Oldest first', sort: 'createdAt', sortOrder: 'asc' },
  { value: 'largest', label: 'Largest amount first', sort: 'amount', sortOrder: 'desc' },
  { value: 'smallest', label: 'Smallest amount first', sort: 'amount', sortOrder: 'asc' },
];

export const SORT_OPTIONS = MOVEMENT_SORTS.map(({ value, label }) => ({ value, label }));

/** The sort named `key` ("newest" when unknown). */
export const movementSort = (key: string | null) => MOVEMENT_SORTS.find((entry) => entry.value === key) ?? NEWEST_FIRST;

/**
 * Page and sort of a history kept in the component: a new sort starts again at page 1. `select` goes on the
 * sort's NativeSelect.
 */
export function useHistorySort() {
  const [page, setPage] = useState(1);
  const [sortKey, setSortKey] = useState('newest');
  const { sort, sortOrder } = movementSort(sortKey);
  const select = {
    data: SORT_OPTIONS,
    value: sortKey,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      setSortKey(event.currentTarget.value);
      setPage(1);
    },
  };
  return { page, setPage, sort, sortOrder, select };
}
