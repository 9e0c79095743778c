import '@mantine/dates/styles.css';
import { useEffect, type ReactNode } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFilter, IconSearch, IconX } from '@tabler/icons-react';
import { DayFilterInput } from '../admin/FilterFields';
import { EMPTY_HISTORY_FILTERS, KIND_OPTIONS, SERVER_REASON_TEXT, validateHistoryFilters, type HistoryFilterValues } from './history-filters';

/**
 * The history's filter form: nothing applies until Apply (or Enter), so typing a name or a date does not reload the
 * list at every key. A rule broken here or refused by the server shows under its field.
 */
export function HistoryFilters({
  initial,
  serverError,
  onApply,
}: {
  initial: HistoryFilterValues;
  serverError: { field: keyof HistoryFilterValues; reason: string } | null;
  onApply: (values: HistoryFilterValues) => void;
}) {
  const form = useForm<HistoryFilterValues>({ mode: 'controlled', initialValues: initial, validate: validateHistoryFilters });
  const { setFieldError } = form;
  useEffect(() => {
    if (serverError) setFieldError(serverError.field, SERVER_REASON_TEXT[serverError.reason] ?? SERVER_REASON_TEXT.invalid);
  }, [serverError, setFieldError]);
  // The date order shows as soon as both days are there, not only on Apply.
  const live = validateHistoryFilters(form.values);
  const withLive = (field: keyof HistoryFilterValues) => {
    const props = form.getInputProps(field);
    // Mantine types the props as any; a form's errors are ReactNodes.
    return { ...props, error: (props.error as ReactNode) ?? live[field] };
  };
  const filtered = JSON.stringify(initial) !== JSON.stringify(EMPTY_HISTORY_FILTERS);

  return (
    <form noValidate onSubmit={form.onSubmit(onApply)} aria-label="Filter the history">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <TextInput label="With" placeholder="Name" leftSection={<IconSearch size={16} aria-hidden />} autoComplete="off" {...withLive('counterpart')} />
        <NativeSelect label="Kind" data={KIND_OPTIONS} {...form.getInputProps('kind')} />
        <DayFilterInput edge="from" {...withLive('dateFrom')} />
        <DayFilterInput edge="to" {...withLive('dateTo')} />
      </SimpleGrid>
      <Group gap="xs" mt="sm">
        <Button type="submit" size="sm" leftSection={<IconFilter size={16} aria-hidden />}>
          Apply filters
        </Button>
        {filtered ? (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => {
              form.setValues(EMPTY_HISTORY_FILTERS);
              onApply(EMPTY_HISTORY_FILTERS);
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
