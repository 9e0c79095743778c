import { Field, Int, ObjectType } from 'type-graphql';

/**
 * The paging fields every list result carries; each `XxxPage` extends this and adds its named list.
 * type-graphql inherits fields only from a decorated class; being referenced by no field, `PageFields` itself
 * stays out of the emitted schema.
 */
@ObjectType()
export abstract class PageFields {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;
}
