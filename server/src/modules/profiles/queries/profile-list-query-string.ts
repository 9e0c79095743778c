import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import type { ProfileListQueryInput } from './profile-list-query.js';

const TOP_LEVEL = new Set(['search', 'sort', 'sortOrder', 'page', 'pageSize']);
/** URL name → filter key. References are `filter.{path}.id` in the query format (docs/api.md#rest). */
const FILTERS: Record<string, 'type' | 'country' | 'danceStyles' | 'ownerId'> = {
  'filter.type': 'type',
  'filter.country': 'country',
  'filter.danceStyles': 'danceStyles',
  'filter.owner.id': 'ownerId',
};
const LIST_FILTERS = new Set(['type', 'country', 'danceStyles']);

/**
 * The spec's query format (`?search=&sort=&sortOrder=&page=&pageSize=&filter.type=dancer,school`) as a list
 * request. Only whitelisted names pass: anything else, or a name given twice, is 400 QUERY_INVALID_PARAM.
 */
export function profileListQueryFromSearchParams(query: Record<string, unknown>): ProfileListQueryInput {
  const result: ProfileListQueryInput & { filter: NonNullable<ProfileListQueryInput['filter']> } = { filter: {} };
  for (const [param, value] of Object.entries(query)) {
    if (typeof value !== 'string') throw new AppError(ErrorCode.QUERY_INVALID_PARAM, { param, reason: 'invalid' });
    if (value === '') continue; // the client skips empty values; a hand-written URL may not
    const key = Object.hasOwn(FILTERS, param) ? FILTERS[param] : undefined;
    if (TOP_LEVEL.has(param)) {
      (result as Record<string, unknown>)[param] = value;
    } else if (key !== undefined) {
      const values = value.split(',').map((item) => item.trim()).filter(Boolean);
      (result.filter as Record<string, unknown>)[key] = LIST_FILTERS.has(key) ? values : value;
    } else {
      throw new AppError(ErrorCode.QUERY_INVALID_PARAM, { param, reason: 'unknown' });
    }
  }
  return result;
}
