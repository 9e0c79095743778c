import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_ORDER_ERROR,
  DATE_ORDER_ERROR,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  toServerFilter,
  validateTransferFilters,
  type TransferFilterValues,
} from './transfer-filters';

const filters = (overrides: Partial<TransferFilterValues>): TransferFilterValues => ({ ...EMPTY_FILTERS, ...overrides });

describe('admin transfer filters', () => {
  it('date to must not be before date from; one day (from = to) is a range', () => {
    expect(validateTransferFilters(filters({ dateFrom: '2025-01-10', dateTo: '2025-01-05' }))).toEqual({ dateTo: DATE_ORDER_ERROR });
    expect(validateTransferFilters(filters({ dateFrom: '2025-01-10', dateTo: '2025-01-10' }))).toEqual({});
    expect(validateTransferFilters(filters({ dateFrom: '2025-01-10', dateTo: null }))).toEqual({});
  });

  it('amount to must be at least amount from; amounts are whole oDance', () => {
    expect(validateTransferFilters(filters({ amountFrom: 30, amountTo: 20 }))).toEqual({ amountTo: AMOUNT_ORDER_ERROR });
    expect(validateTransferFilters(filters({ amountFrom: 20, amountTo: 20 }))).toEqual({});
    expect(validateTransferFilters(filters({ amountFrom: 1.5 }))).toEqual({ amountFrom: 'Enter a whole number of oDance.' });
  });

  it('sends local days as instants, and the day after "to" since the server excludes dateTo', () => {
    const filter = toServerFilter(filters({ type: 'distribution', accountId: 'a1', dateFrom: '2025-01-05', dateTo: '2025-01-05', amountFrom: 50, amountTo: 50 }));
    expect(filter).toEqual({
      type: 'distribution',
      accountId: 'a1',
      dateFrom: dayjs('2025-01-05').startOf('day').toISOString(),
      dateTo: dayjs('2025-01-06').startOf('day').toISOString(),
      amountFrom: 50,
      amountTo: 50,
    });
    expect(new Date(filter!.dateTo!).getTime() - new Date(filter!.dateFrom!).getTime()).toBe(24 * 3600 * 1000);
    expect(toServerFilter(EMPTY_FILTERS)).toBeNull();
  });

  it('round-trips through the address and keeps the sort while starting again at page 1', () => {
    const values = filters({ type: 'transfer', accountId: 'a1', accountName: 'Bea Bolero', dateFrom: '2025-01-01', dateTo: '2025-01-31', amountFrom: 0, amountTo: 100 });
    const params = filtersToParams(values, new URLSearchParams('sort=largest&page=3'));
    expect(params.get('sort')).toBe('largest');
    expect(params.get('page')).toBeNull();
    expect(filtersFromParams(params)).toEqual(values);
    expect(filtersFromParams(new URLSearchParams('type=bogus&from=2025-02-30&min=x'))).toEqual(EMPTY_FILTERS);
  });
});
