import dayjs from 'dayjs';
import type { TransferRecordType, TransfersFilter } from '../../gql/graphql';

/** The admin transfer filters as the form and the address hold them (days as YYYY-MM-DD, local). */
export interface TransferFilterValues {
  type: '' | TransferRecordType;
  accountId: string;
  accountName: string;
  dateFrom: string | null;
  dateTo: string | null;
  amountFrom: number | string;
  amountTo: number | string;
}

export const EMPTY_FILTERS: TransferFilterValues = { type: '', accountId: '', accountName: '', dateFrom: null, dateTo: null, amountFrom: '', amountTo: '' };

export const DATE_ORDER_ERROR = 'The end date must be on or after the start date.';
export const AMOUNT_ORDER_ERROR = 'The maximum amount must be at least the minimum amount.';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day as the admin lists' filters hold it (YYYY-MM-DD, one that exists). */
export const isDay = (value: string | null): value is string => !!value && DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value;

/** The date-order rule of every admin list's day range: "To" is a whole day, included, so From = To is valid. */
export function dayRangeError(values: { dateFrom: string | null; dateTo: string | null }): { dateTo?: string } {
  return isDay(values.dateFrom) && isDay(values.dateTo) && values.dateTo < values.dateFrom ? { dateTo: DATE_ORDER_ERROR } : {};
}

/**
 * A day range as the server takes it: days become instants in the browser's time zone; the server's dateTo is
 * exclusive, so the day after "To" is sent to include all of it.
 */
export function dayRangeFilter(values: { dateFrom: string | null; dateTo: string | null }): { dateFrom?: string; dateTo?: string } {
  return {
    ...(isDay(values.dateFrom) ? { dateFrom: dayjs(values.dateFrom).startOf('day').toISOString() } : {}),
    ...(isDay(values.dateTo) ? { dateTo: dayjs(values.dateTo).add(1, 'day').startOf('day').toISOString() } : {}),
  };
}
const blank = (value: number | string) => value === '' || value === null || value === undefined;

function amountError(value: number | string): string | null {
  if (blank(value)) return null;
  const amount = Number(value);
  if (!Number.isInteger(amount) || amount < 0) return 'Enter a whole number of oDance.';
  return null;
}

/**
 * docs/product.md#rules: date-to after date-from, number-to at least number-from. "To" is a whole day, included: the
 * range runs from the start of "From" to the end of "To", so one day (From = To) is a valid range.
 */
export function validateTransferFilters(values: TransferFilterValues): Partial<Record<keyof TransferFilterValues, string>> {
  const errors: Partial<Record<keyof TransferFilterValues, string>> = { ...dayRangeError(values) };
  const fromError = amountError(values.amountFrom);
  const toError = amountError(values.amountTo);
  if (fromError) errors.amountFrom = fromError;
  if (toError) errors.amountTo = toError;
  if (!fromError && !toError && !blank(values.amountFrom) && !blank(values.amountTo) && Number(values.amountTo) < Number(values.amountFrom)) {
    errors.amountTo = AMOUNT_ORDER_ERROR;
  }
  return errors;
}

/** The server's filter (its day range: dayRangeFilter). */
export function toServerFilter(values: TransferFilterValues): TransfersFilter | null {
  const filter: TransfersFilter = { ...dayRangeFilter(values) };
  if (values.type) filter.type = values.type;
  if (values.accountId) filter.accountId = values.accountId;
  if (!blank(values.amountFrom)) filter.amountFrom = Number(values.amountFrom);
  if (!blank(values.amountTo)) filter.amountTo = Number(values.amountTo);
  return Object.keys(filter).length > 0 ? filter : null;
}

const PARAM = { type: 'type', accountId: 'account', accountName: 'accountName', dateFrom: 'from', dateTo: 'to', amountFrom: 'min', amountTo: 'max' } as const;

export function filtersFromParams(params: URLSearchParams): TransferFilterValues {
  const type = params.get(PARAM.type);
  const number = (key: string) => {
    const raw = params.get(key);
    return raw !== null && raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : '';
  };
  const day = (key: string) => {
    const raw = params.get(key);
    return isDay(raw) ? raw : null;
  };
  const accountId = params.get(PARAM.accountId) ?? '';
  return {
    type: type === 'transfer' || type === 'distribution' ? type : '',
    accountId,
    accountName: accountId ? (params.get(PARAM.accountName) ?? '') : '',
    dateFrom: day(PARAM.dateFrom),
    dateTo: day(PARAM.dateTo),
    amountFrom: number(PARAM.amountFrom),
    amountTo: number(PARAM.amountTo),
  };
}

/** Writes the filters into `params` (other keys, such as the sort, are kept; the page starts again). */
export function filtersToParams(values: TransferFilterValues, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, key] of Object.entries(PARAM) as Array<[keyof TransferFilterValues, string]>) {
    const value = values[field];
    if (value === null || value === '' || (field === 'accountName' && !values.accountId)) next.delete(key);
    else next.set(key, String(value));
  }
  next.delete('page');
  return next;
}

/** A VALIDATION_FAILED field of the server (`filter.dateTo`) as the form's field. */
export const SERVER_FILTER_FIELDS: Record<string, keyof TransferFilterValues> = {
  'filter.dateFrom': 'dateFrom',
  'filter.dateTo': 'dateTo',
  'filter.amountFrom': 'amountFrom',
  'filter.amountTo': 'amountTo',
  'filter.accountId': 'accountId',
  'filter.type': 'type',
};

/** dd/mm/yyyy as typed into the date fields; null when it is not a real day. */
export function parseDay(input: string): Date | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(input);
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The date fields' parser (dd/mm/yyyy → YYYY-MM-DD), for the admin lists' filters. */
export const parseDayValue = (input: string): string | null => {
  const date = parseDay(input);
  return date ? dayjs(date).format('YYYY-MM-DD') : null;
};
