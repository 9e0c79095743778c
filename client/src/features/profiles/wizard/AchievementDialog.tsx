import '@mantine/dates/styles.css';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { IconCalendar } from '@tabler/icons-react';
import { MAX_TOP_ACHIEVEMENTS } from '../achievements';
import { LIMITS, newKey, TOP_LIMIT_TEXT, type AchievementValue } from './profile-form';

export interface AchievementDialogProps {
  opened: boolean;
  /** The achievement being edited, or null to add one. */
  initial: AchievementValue | null;
  /** How many achievements other than this one are marked top. */
  otherTops: number;
  onClose: () => void;
  onSave: (achievement: AchievementValue) => void;
}

const EARLIEST = '1900-01-01';

/** dd/mm/yyyy (SPEC.md §9) → YYYY-MM-DD; null unless it is a real calendar date. */
export function parseDayMonthYear(input: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(input);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = dayjs(iso);
  return parsed.isValid() && parsed.format('YYYY-MM-DD') === iso ? iso : null;
}

interface DialogValues {
  place: number | string;
  eventName: string;
  eventPlace: string;
  category: string;
  date: string | null;
  isTop: boolean;
}

/** Add or edit one achievement: place ≥ 1, event, category, date (dd/mm/yyyy, not in the future), top. */
export function AchievementDialog({ opened, initial, otherTops, onClose, onSave }: AchievementDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={initial ? 'Edit achievement' : 'Add achievement'}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Remounted per opening, so the form starts from the achievement shown. */}
      {opened ? <AchievementForm initial={initial} otherTops={otherTops} onCancel={onClose} onSave={onSave} /> : null}
    </Modal>
  );
}

function AchievementForm({ initial, otherTops, onCancel, onSave }: Omit<AchievementDialogProps, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const today = dayjs().format('YYYY-MM-DD');
  const form = useForm<DialogValues>({
    initialValues: {
      place: initial?.place ?? '',
      eventName: initial?.eventName ?? '',
      eventPlace: initial?.eventPlace ?? '',
      category: initial?.category ?? '',
      date: initial?.date ?? null,
      isTop: initial?.isTop ?? false,
    },
    validate: {
      place: (value) =>
        value === ''
          ? 'Place is required.'
          : !Number.isInteger(Number(value)) || Number(value) < 1
            ? 'Place must be a whole number of 1 or more.'
            : null,
      eventName: (value) =>
        value.trim() === ''
          ? 'Event name is required.'
          : value.trim().length > LIMITS.eventName
            ? `Event name must be at most ${LIMITS.eventName} characters.`
            : null,
      eventPlace: (value) => (value.trim().length > LIMITS.eventPlace ? `Event place must be at most ${LIMITS.eventPlace} characters.` : null),
      category: (value) => (value.trim().length > LIMITS.category ? `Category must be at most ${LIMITS.category} characters.` : null),
      date: (value) =>
        !value ? 'Date is required.' : value > today ? 'The date cannot be in the future.' : value < EARLIEST ? 'Enter a date from 1900 on.' : null,
      isTop: (value) => (value && otherTops >= MAX_TOP_ACHIEVEMENTS ? TOP_LIMIT_TEXT : null),
    },
  });

  const submit = form.onSubmit((values) => {
    onSave({
      key: initial?.key ?? newKey(),
      id: initial?.id ?? null,
      place: Number(values.place),
      eventName: values.eventName.trim(),
      eventPlace: values.eventPlace.trim(),
      category: values.category.trim(),
      date: values.date!,
      isTop: values.isTop,
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The dialog sits in a portal, but React events bubble through the component tree: keep this submit
        // from reaching the wizard's own form.
        event.stopPropagation();
        submit(event);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label="Place"
            description="1 for first place"
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            inputMode="numeric"
            data-autofocus
            {...form.getInputProps('place')}
          />
          <DateInput
            label="Date"
            description="dd/mm/yyyy"
            placeholder="dd/mm/yyyy"
            required
            valueFormat="DD/MM/YYYY"
            dateParser={(input) => parseDayMonthYear(input)}
            minDate={EARLIEST}
            maxDate={today}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the date' }}
            leftSection={<IconCalendar size={16} aria-hidden />}
            popoverProps={{ zIndex: 500 }}
            {...form.getInputProps('date')}
          />
        </SimpleGrid>
        <TextInput label="Event name" required {...form.getInputProps('eventName')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Event place" placeholder="City or venue" {...form.getInputProps('eventPlace')} />
          <TextInput label="Category" placeholder="e.g. Solo, Junior" {...form.getInputProps('category')} />
        </SimpleGrid>
        <Switch
          label="Top achievement"
          description={`Top achievements come first on the profile. Up to ${MAX_TOP_ACHIEVEMENTS}.`}
          checked={form.values.isTop}
          error={form.errors.isTop}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            // The sixth top is refused: the switch stays off and says why.
            if (checked && otherTops >= MAX_TOP_ACHIEVEMENTS) {
              form.setFieldError('isTop', TOP_LIMIT_TEXT);
              return;
            }
            form.setFieldValue('isTop', checked);
            form.clearFieldError('isTop');
          }}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">{initial ? 'Save achievement' : 'Add achievement'}</Button>
        </Group>
      </Stack>
    </form>
  );
}
