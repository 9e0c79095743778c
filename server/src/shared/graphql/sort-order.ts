import { registerEnumType } from 'type-graphql';

/** The sort direction of every paged list (docs/api.md#paging-and-sorting: sortOrder). */
export enum SortOrder {
  asc = 'asc',
  desc = 'desc',
}
registerEnumType(SortOrder, {
  name: 'SortOrder',
  description: 'Ascending or descending.',
  valuesConfig: {
    asc: { description: 'Smallest, earliest or A first.' },
    desc: { description: 'Largest, latest or Z first.' },
  },
});
