import type { PaymentStatus, PaymentsFilter } from '../../gql/graphql';
import { dayRangeError, dayRangeFilter, isDay } from './transfer-filters';

/** The admin payments filters as the form and the address hold them (days as YYYY-MM-DD, local). */
export interface PaymentFilterValues {
  status: '' | PaymentStatus;
  accountId: string;
  accountName: string;
  dateFrom: string | null;
  dateTo: string | null;
}

export const EMPTY_PAYMENT_FILTERS: PaymentFilterValues = { status: '', accountId: '', accountName: '', dateFrom: null, dateTo: null };

export const PAYMENT_STATUS_OPTIONS: Array<{ value: '' | PaymentStatus; label: string }> = [
  { value: '', label: 'Any status' },
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
  { value: 'expired', label: 'Expired' },
  { value: 'canceled', label: 'Canceled' },
];

const isStatus = (value: string | null): value is PaymentStatus => PAYMENT_STATUS_OPTIONS.some((option) => option.value !== '' && option.value === value);

/** docs/product.md#rules: date-to on or after date-from ("To" is a whole day, included). */
export function validatePaymentFilters(values: PaymentFilterValues): Partial<Record<keyof PaymentFilterValues, string>> {
  return dayRangeError(values);
}

/** The server's filter (its day range: dayRangeFilter). */
export function toPaymentsFilter(values: PaymentFilterValues): PaymentsFilter | null {
  const filter: PaymentsFilter = { ...dayRangeFilter(values) };
  if (values.status) filter.status = values.status;
  if (values.accountId) filter.accountId = values.accountId;
  return Object.keys(filter).length > 0 ? filter : null;
}

const PARAM = { status: 'status', accountId: 'account', accountName: 'accountName', dateFrom: 'from', dateTo: 'to' } as const;

export function paymentFiltersFromParams(params: URLSearchParams): PaymentFilterValues {
  const status = params.get(PARAM.status);
  const day = (key: string) => {
    const raw = params.get(key);
    return isDay(raw) ? raw : null;
  };
  const accountId = params.get(PARAM.accountId) ?? '';
  return {
    status: isStatus(status) ? status : '',
    accountId,
    accountName: accountId ? (params.get(PARAM.accountName) ?? '') : '',
    dateFrom: day(PARAM.dateFrom),
    dateTo: day(PARAM.dateTo),
  };
}

/** Writes the filters into `params` (other keys kept; the page starts again). */
export function paymentFiltersToParams(values: PaymentFilterValues, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, key] of Object.entries(PARAM) as Array<[keyof PaymentFilterValues, string]>) {
    const value = values[field];
    if (value === null || value === '' || (field === 'accountName' && !values.accountId)) next.delete(key);
    else next.set(key, String(value));
  }
  next.delete('page');
  return next;
}
