import { ArgsType, Field, Int } from 'type-graphql';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../validation/list-rules.js';

/**
 * The paging arguments of every list query (validated by pageRule and pageSizeRule,
 * shared/validation/list-rules.ts); a query with nothing else takes it as is, others extend it (`XxxArgs`).
 * The schema is printed sorted, so where the inherited arguments land changes nothing in it.
 */
@ArgsType()
export abstract class PageArgs {
  @Field(() => Int, { nullable: true, description: 'From 1; default 1.' })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: `1–${PAGE_SIZE_MAX}; default ${PAGE_SIZE_DEFAULT}.` })
  pageSize?: number | null;
}
