import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import type { CursorPageInfo } from '../database/cursor-page.js';
import { PageArgs } from './page-args.js';
import { PAGE_SIZE_MAX } from '../validation/list-rules.js';

/**
 * Page numbers plus cursor paging (shared/database/cursor-page.ts) for the histories a partner syncs: `first` rows
 * `after` a cursor, `since` an instant. Extended by those lists' `XxxArgs`.
 */
@ArgsType()
export abstract class CursorPageArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'An opaque cursor (pageInfo.endCursor of the page before): the rows after it, in the same sort and order. Leave page unset (1) with it.',
  })
  after?: string | null;

  @Field(() => Int, { nullable: true, description: `How many rows after the cursor (1–${PAGE_SIZE_MAX}); instead of pageSize. Default: pageSize.` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'Only rows made at or after this instant (ISO 8601 with a zone, or YYYY-MM-DD for UTC midnight).' })
  since?: string | null;
}

@ObjectType('PageInfo', { description: 'Where a page ends, for cursor paging (`after`).' })
export class PageInfoType implements CursorPageInfo {
  @Field(() => String, { nullable: true, description: 'The cursor of the last row of this page (pass it as `after`); null for an empty page.' })
  endCursor: string | null;

  @Field({ description: 'Whether rows follow this page.' })
  hasNextPage: boolean;
}
