import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { IconCalendar } from '@tabler/icons-react';
import { ACHIEVEMENT_EARLIEST_DATE, ACHIEVEMENT_PLACE_MAX, ACHIEVEMENT_PLACE_MIN, isCalendarDate } from '@odance/contract/achievements';
import { MAX_TOP_ACHIEVEMENTS, PROFILE_LIMITS as LIMITS } from '@odance/contract/profiles';
import { newKey, TOP_LIMIT_TEXT, type AchievementValue } from './profile-form';

export interface AchievementDialogProps {
  opened: boolean;
  /** The achievement being edited, or null to add one. */
  initial: AchievementValue | null;
  /** How many achievements other than this one are marked top. */
  otherTops: number;
  onClose: () => void;
  onSave: (achievement: AchievementValue) => void;
}

/** dd/mm/yyyy (docs/web-app.md#constants) → YYYY-MM-DD; null unless it is a real calendar date. */
export function parseDayMonthYear(input: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(input);
  if (!match) return null;
  // The pattern always captures its three groups.
  const [, day, month, year] = match as RegExpExecArray & [string, string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** YYYY-MM-DD → dd/mm/yyyy, as the field shows it. */
const dayMonthYear = (iso: string): string => dayjs(iso).format('DD/MM/YYYY');

/**
 * What is wrong with a typed date, in words (a wrong date is named, never erased and called missing):
 * null when it is a real date from 1900 to today.
 */
export function dateProblem(typed: string, today: string): string | null {
  if (typed.trim() === '') return 'Date is required.';
  if (!/^\s*\d{1,2}[/.-]\d{1,2}[/.-]\d{4}\s*$/.test(typed)) return 'Enter the date as dd/mm/yyyy, like 15/03/2024.';
  const iso = parseDayMonthYear(typed);
  if (!iso) return `${typed.trim()} is not a real date.`;
  if (iso > today) return 'The date cannot be in the future.';
  if (iso < ACHIEVEMENT_EARLIEST_DATE) return 'Enter a date from 1900 on.';
  return null;
}

/** What is wrong with a typed place: null for a whole number within the contract's bounds. Kept as typed, never rewritten. */
export function placeProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return 'Place is required.';
  if (/^[-−]?\d+$/.test(text)) {
    const place = Number(text.replace('−', '-'));
    if (place < ACHIEVEMENT_PLACE_MIN) return `The place is at least ${ACHIEVEMENT_PLACE_MIN} (1 for first place).`;
    return place > ACHIEVEMENT_PLACE_MAX ? `The place is at most ${ACHIEVEMENT_PLACE_MAX.toLocaleString('en')}.` : null;
  }
  return 'Enter the place as a whole number, like 1 or 12.';
}

interface DialogValues {
  place: string;
  eventName: string;
  eventPlace: string;
  category: string;
  /** As typed: dd/mm/yyyy. */
  date: string;
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
      place: initial ? String(initial.place) : '',
      eventName: initial?.eventName ?? '',
      eventPlace: initial?.eventPlace ?? '',
      category: initial?.category ?? '',
      date: initial?.date ? dayMonthYear(initial.date) : '',
      isTop: initial?.isTop ?? false,
    },
    validate: {
      place: placeProblem,
      eventName: (value) =>
        value.trim() === ''
          ? 'Event name is required.'
          : value.trim().length > LIMITS.eventName
            ? `Event name must be at most ${LIMITS.eventName} characters.`
            : null,
      eventPlace: (value) => (value.trim().length > LIMITS.eventPlace ? `Event place must be at most ${LIMITS.eventPlace} characters.` : null),
      category: (value) => (value.trim().length > LIMITS.category ? `Category must be at most ${LIMITS.category} characters.` : null),
      date: (value) => dateProblem(value, today),
      isTop: (value) => (value && otherTops >= MAX_TOP_ACHIEVEMENTS ? TOP_LIMIT_TEXT : null),
    },
  });

  const submit = form.onSubmit((values) => {
    onSave({
      key: initial?.key ?? newKey(),
      id: initial?.id ?? null,
      place: Number(values.place.trim()),
      eventName: values.eventName.trim(),
      eventPlace: values.eventPlace.trim(),
      category: values.category.trim(),
      date: parseDayMonthYear(values.date) ?? '',
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
          {/* Text fields that keep what was typed: a wrong place or date is explained, not erased or rewritten. */}
          <TextInput label="Place" description="1 for first place" required inputMode="numeric" autoComplete="off" data-autofocus {...form.getInputProps('place')} />
          <TextInput
            label="Date"
            description="dd/mm/yyyy"
            placeholder="dd/mm/yyyy"
            required
            inputMode="numeric"
            autoComplete="off"
            leftSection={<IconCalendar size={16} aria-hidden />}
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
