import type { MyTransferKind, MyTransfersFilter } from '../../gql/graphql';
import { dayRangeError, dayRangeFilter } from '../admin/transfer-filters';
import { SEARCH_TEXT_MAX } from '@odance/contract/search';

/**
 * The member history's filters (docs/web-app.md "History"): the other party's name, a day range ("To" includes its
 * whole day, as on the admin lists: the day after it is sent, the server's dateTo being exclusive) and one kind. The
 * server checks the same rules; what it refuses shows under the field.
 */
export interface HistoryFilterValues {
  counterpart: string;
  dateFrom: string | null;
  dateTo: string | null;
  kind: '' | MyTransferKind;
}

export const EMPTY_HISTORY_FILTERS: HistoryFilterValues = { counterpart: '', dateFrom: null, dateTo: null, kind: '' };

export const KIND_LABELS: Record<MyTransferKind, string> = {
  sent: 'Sent',
  received: 'Received',
  distributionReceived: 'Bought from a distributor',
  distributionMade: 'Sold as a distributor',
};

export const KIND_OPTIONS = [{ value: '', label: 'Every kind' }, ...(Object.entries(KIND_LABELS) as Array<[MyTransferKind, string]>).map(([value, label]) => ({ value, label }))];

export function validateHistoryFilters(values: HistoryFilterValues): Partial<Record<keyof HistoryFilterValues, string>> {
  const errors: Partial<Record<keyof HistoryFilterValues, string>> = { ...dayRangeError(values) };
  if (values.counterpart.trim().length > SEARCH_TEXT_MAX) errors.counterpart = `Use at most ${SEARCH_TEXT_MAX} characters.`;
  return errors;
}

/** The server's filter, or null when nothing filters. */
export function toHistoryFilter(values: HistoryFilterValues): MyTransfersFilter | null {
  const filter: MyTransfersFilter = { ...dayRangeFilter(values) };
  if (values.counterpart.trim()) filter.counterpart = values.counterpart.trim();
  if (values.kind) filter.kind = values.kind;
  return Object.keys(filter).length > 0 ? filter : null;
}

/** A VALIDATION_FAILED field of the server (`filter.dateTo`) as the form's field. */
export const SERVER_HISTORY_FIELDS: Record<string, keyof HistoryFilterValues> = {
  'filter.counterpart': 'counterpart',
  'filter.dateFrom': 'dateFrom',
  'filter.dateTo': 'dateTo',
  'filter.kind': 'kind',
};

export const SERVER_REASON_TEXT: Record<string, string> = {
  mismatch: 'The end date must be on or after the start date.',
  tooLong: `Use at most ${SEARCH_TEXT_MAX} characters.`,
  invalid: 'This filter is not valid.',
};

/**
 * `GET /api/account/exports/transfers.csv` with the history's filter and sort (docs/api.md "CSV exports"): a plain
 * download link, sent with the session cookie (a GET needs no anti-forgery header).
 */
export function historyExportHref(apiUrl: string, filter: MyTransfersFilter | null, sort: { sort: string; sortOrder: string }): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...sort })) if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  return `${apiUrl}/account/exports/transfers.csv?${query}`;
}

/** The receipt page of one row of the history (docs/web-app.md "Receipts"). */
export const receiptPath = (id: string) => `/dashboard/odance/transfers/${encodeURIComponent(id)}`;
