import { Group, Pagination, Text } from '@mantine/core';

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** "11–20 of 23" and the page buttons, under a history list; nothing when everything fits on one page. */
export function HistoryPager({
  label,
  page,
  pageSize,
  total,
  onChange,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" mt="sm" component="nav" aria-label={label}>
      <Text size="sm" c="dimmed">
        {first}–{last} of {total}
      </Text>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        size="sm"
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}
