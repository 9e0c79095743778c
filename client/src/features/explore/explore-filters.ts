import { isCountryCode } from '@odance/contract/countries';
import type { ExploreProfilesQueryVariables, ProfileSort, SortOrder } from '../../gql/graphql';
import type { DanceStyle } from '@odance/contract/profile-types';
import { isDanceStyle } from '../profiles/profile-format';
import { isProfileType, type ProfileType } from '../profiles/profile-types';
import { groupDigits } from '../../shared/format/group-digits';
import { SEARCH_TEXT_MAX } from '@odance/contract/search';

/**
 * Explore ranks by completeness, then the newest ("recommended"; with a text, the closest names
 * first), and offers sorting by name and by newest.
 */
export const EXPLORE_SORTS = ['recommended', 'name', 'newest'] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];
export const EXPLORE_SORT_LABEL: Record<ExploreSort, string> = { recommended: 'Recommended', name: 'Name (A–Z)', newest: 'Newest' };

/** The explore page keeps its filters and page in the address, so a filtered list can be shared and reloaded. */
export interface ExploreFilters {
  /** The listing search over names (server: profiles(search), at most SEARCH_TEXT_MAX characters). */
  search: string;
  types: ProfileType[];
  styles: DanceStyle[];
  country: string | null;
  sort: ExploreSort;
  page: number;
}

export const EXPLORE_PAGE_SIZE = 24;

const list = (value: string | null): string[] => (value ? value.split(',').filter(Boolean) : []);
const isExploreSort = (value: string | null): value is ExploreSort => (EXPLORE_SORTS as readonly (string | null)[]).includes(value);

export function readExploreFilters(params: URLSearchParams): ExploreFilters {
  const country = params.get('country')?.toUpperCase() ?? null;
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    search: (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    types: [...new Set(list(params.get('type')).filter(isProfileType))],
    styles: [...new Set(list(params.get('style')).filter(isDanceStyle))],
    country: country && isCountryCode(country) ? country : null,
    sort: isExploreSort(sort) ? sort : 'recommended',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what is set appears in the address; page 1 and the recommended order are the defaults. */
export function writeExploreFilters(filters: ExploreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.types.length > 0) params.set('type', filters.types.join(','));
  if (filters.styles.length > 0) params.set('style', filters.styles.join(','));
  if (filters.country) params.set('country', filters.country);
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const hasFilters = (filters: ExploreFilters): boolean =>
  filters.search !== '' || filters.types.length > 0 || filters.styles.length > 0 || filters.country !== null;

/**
 * The list's order as the API takes it: recommended is `completeness` (the stored score and its index,
 * server/src/modules/profiles/README.md), or, with a text, no sort (the closest names first).
 */
export function exploreOrder(filters: Pick<ExploreFilters, 'search' | 'sort'>): { sort: ProfileSort | null; sortOrder: SortOrder | null } {
  if (filters.sort === 'name') return { sort: 'name', sortOrder: 'asc' };
  if (filters.sort === 'newest') return { sort: 'createdAt', sortOrder: 'desc' };
  return filters.search ? { sort: null, sortOrder: null } : { sort: 'completeness', sortOrder: 'desc' };
}

/**
 * The list query's variables for these filters: the page asks with them, and the server draws a visitor's `/` with
 * the answer to the same ones (client/src/prerender.tsx), so the app's first render finds that answer.
 */
export function exploreVariables(filters: ExploreFilters): ExploreProfilesQueryVariables {
  return {
    filter: {
      type: filters.types.length > 0 ? filters.types : null,
      danceStyles: filters.styles.length > 0 ? filters.styles : null,
      country: filters.country ? [filters.country] : null,
    },
    search: filters.search || null,
    ...exploreOrder(filters),
    page: filters.page,
    pageSize: EXPLORE_PAGE_SIZE,
  };
}

/** "1 profile", "24 profiles", "1,000+ profiles" when the server stopped counting (totalIsCapped). */
export function profileCountText(total: number, capped: boolean): string {
  return `${groupDigits(total)}${capped ? '+' : ''} ${total === 1 && !capped ? 'profile' : 'profiles'}`;
}
