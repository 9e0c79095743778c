import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/**
 * The top bar's profile search (SPEC.md §2). For now only the labelled field: the profiles issue adds the
 * debounced search (500 ms, 25 results) and opens /profile/{type}/{id} on a pick.
 */
export function ProfileSearch({ id }: { id: string }) {
  return (
    <TextInput
      id={id}
      type="search"
      aria-label="Search profiles"
      placeholder="Search profiles"
      leftSection={<IconSearch size={16} aria-hidden />}
      w="100%"
    />
  );
}
