import { registerEnumType } from 'type-graphql';
import { SORT_ORDERS, type SortOrder as SortOrderValue } from '../validation/list-rules.js';
import { stringEnum } from './string-enum.js';

/** The sort direction of every paged list (docs/api.md#paging-and-sorting: sortOrder), validated against SORT_ORDERS. */
export const SortOrder = stringEnum(SORT_ORDERS);
export type SortOrder = SortOrderValue;
registerEnumType(SortOrder, {
  name: 'SortOrder',
  description: 'Ascending or descending.',
  valuesConfig: {
    asc: { description: 'Smallest, earliest or A first.' },
    desc: { description: 'Largest, latest or Z first.' },
  },
});
