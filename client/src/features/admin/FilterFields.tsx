import { Button } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar, IconDownload } from '@tabler/icons-react';
import type { FoundAccount } from '../../shared/accounts/use-account-search';
import { parseDayValue } from './transfer-filters';

/**
 * A day filter of the admin lists (transfers, payments): typed as dd/mm/yyyy or picked; "from" starts at the start
 * of that day, "to" ends at its end (docs/web-app.md).
 */
export function DayFilterInput({ edge, ...props }: { edge: 'from' | 'to' } & DateInputProps) {
  const label = edge === 'from' ? 'Date from' : 'Date to';
  return (
    <DateInput
      label={label}
      description={edge === 'from' ? 'From the start of that day' : 'To the end of that day'}
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      placeholder="dd/mm/yyyy"
      valueFormat="DD/MM/YYYY"
      dateParser={parseDayValue}
      clearable
      leftSection={<IconCalendar size={16} aria-hidden />}
      {...props}
    />
  );
}

/** The account a filter names (its id and the name kept beside it in the address), for the account picker. */
export function filterAccount(values: { accountId: string; accountName: string }): FoundAccount | null {
  if (!values.accountId) return null;
  const [firstName = '', ...rest] = values.accountName.split(' ');
  return { id: values.accountId, firstName, lastName: rest.join(' '), avatar: null };
}

/** "Export CSV" of an admin list with its filters applied (export-link.ts): a plain download link. */
export function ExportCsvButton({ href }: { href: string }) {
  return (
    <Button component="a" href={href} download size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />}>
      Export CSV
    </Button>
  );
}
