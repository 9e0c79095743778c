import { isCountryCode, issueReason, SEARCH_TEXT_MAX, UUID_PATTERN } from '@odance/contract';
import { z } from 'zod';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { SORT_ORDERS } from '../../../shared/validation/list-rules.js';
import { DANCE_STYLES, PROFILE_TYPES } from '../profile-types.js';

/** `completeness`: Explore's ranking, the most complete first, then the newest. */
export const PROFILE_SORTS = ['name', 'createdAt', 'updatedAt', 'country', 'type', 'completeness'] as const;
export type ProfileSort = (typeof PROFILE_SORTS)[number];
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
/**
 * Totals count at most this many matches, plus one to know there are more (then the total is this, "capped"), and a
 * search ranked by closeness ranks at most this many candidates: a list's cost is bounded whatever the text
 * (README.md "Lists and search").
 */
export const PROFILE_TOTAL_CAP = 1000;

const anyOf = <T extends z.ZodType>(item: T) => z.array(item).max(50).optional();

/**
 * A profile list request, whichever adapter it came from (REST query string or GraphQL arguments).
 * Filters that are lists match profiles having any of their values.
 */
export const ProfileListQuerySchema = z.object({
  // PostgreSQL text cannot hold U+0000: refused as a bad parameter, as every input is (shared/validation/parse-input.ts).
  search: z.string().trim().max(SEARCH_TEXT_MAX).refine((text) => !text.includes('\u0000')).optional(),
  sort: z.enum(PROFILE_SORTS).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  filter: z
    .object({
      type: anyOf(z.enum(PROFILE_TYPES)),
      country: anyOf(z.string().trim().toUpperCase().refine(isCountryCode)),
      danceStyles: anyOf(z.enum(DANCE_STYLES)),
      ownerId: z.string().regex(UUID_PATTERN).optional(),
    })
    .strict()
    .default({}),
});

export type ProfileListQuery = z.output<typeof ProfileListQuerySchema>;
export type ProfileListQueryInput = z.input<typeof ProfileListQuerySchema>;

/**
 * Validates a list request. From a URL (`from: 'query'`, REST) a bad value is 400 QUERY_INVALID_PARAM naming the
 * parameter as the URL spells it; from GraphQL arguments it is 400 VALIDATION_FAILED with `params.field`,
 * `params.reason` (and `min`/`max`) like every other GraphQL list's paging (shared/validation/list-rules.ts): the
 * catalogue's QUERY_INVALID_PARAM is "a query parameter", which GraphQL arguments are not (docs/api.md "Paging").
 */
export function parseProfileListQuery(raw: unknown, from: 'query' | 'arguments' = 'query'): ProfileListQuery {
  const result = ProfileListQuerySchema.safeParse(raw ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!; // a failed parse has at least one issue
  const path = issue.path.filter((key): key is string => typeof key === 'string');
  if (from === 'arguments') {
    const reason = issueReason(issue);
    const bound = issue.code === 'too_big' ? { max: Number(issue.maximum) } : issue.code === 'too_small' ? { min: Number(issue.minimum) } : {};
    throw AppError.validation(path.join('.') || 'body', reason, reason === 'tooLong' || reason === 'tooShort' ? bound : {});
  }
  if (issue.code === 'unrecognized_keys') path.push(...issue.keys.slice(0, 1));
  const param = path.join('.').replace(/^filter\.ownerId$/, 'filter.owner.id');
  throw new AppError(ErrorCode.QUERY_INVALID_PARAM, {
    param,
    reason: issue.code === 'unrecognized_keys' ? 'unknown' : 'invalid',
    ...(param === 'pageSize' ? { max: MAX_PAGE_SIZE } : {}),
  });
}
