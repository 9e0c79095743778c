import { z } from 'zod';

/** The most rows one page may hold (pageSize, a cursor page's `first`), and a page's size when not asked. */
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 25;

/**
 * Paging of every list (the arguments of shared/graphql/page-args.ts): pages from 1, at most PAGE_SIZE_MAX rows a
 * page; absent or null takes the default.
 */
export const pageRule = z
  .number({ error: 'invalid' })
  .int('invalid')
  .min(1, 'tooShort')
  .nullish()
  .transform((page) => page ?? 1);
export const pageSizeRule = z
  .number({ error: 'invalid' })
  .int('invalid')
  .min(1, 'tooShort')
  .max(PAGE_SIZE_MAX, 'tooLong')
  .nullish()
  .transform((size) => size ?? PAGE_SIZE_DEFAULT);

/** The directions of every sorted list (graphql/sort-order.ts registers them as the enum `SortOrder`). */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** One of `values`, or `fallback` when absent or null. */
export const choiceRule = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z
    .enum(values, { error: 'invalid' })
    .nullish()
    .transform((value) => value ?? fallback);
