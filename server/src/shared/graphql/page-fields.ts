import { Field, Int, ObjectType } from 'type-graphql';
import { PAGE_SIZE_MAX } from '../validation/list-rules.js';

/**
 * The paging fields every list result carries; each `XxxPage` extends this and adds its named list.
 * type-graphql inherits fields only from a decorated class; being referenced by no field, `PageFields` itself
 * stays out of the emitted schema.
 */
@ObjectType()
export abstract class PageFields {
  @Field(() => Int, { description: 'How many rows match, over all pages.' })
  total: number;

  @Field(() => Int, { description: 'This page’s number, from 1.' })
  page: number;

  @Field(() => Int, { description: `Rows per page, as asked (1–${PAGE_SIZE_MAX}).` })
  pageSize: number;
}
