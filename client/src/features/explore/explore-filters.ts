import { isCountryCode } from '@odance/contract/countries';
import { isDanceStyle, type DanceStyleName } from '../profiles/profile-format';
import { isProfileType, type ProfileType } from '../profiles/profile-types';

/** The explore page keeps its filters and page in the address, so a filtered list can be shared and reloaded. */
export interface ExploreFilters {
  types: ProfileType[];
  styles: DanceStyleName[];
  country: string | null;
  page: number;
}

export const EXPLORE_PAGE_SIZE = 24;

const list = (value: string | null): string[] => (value ? value.split(',').filter(Boolean) : []);

export function readExploreFilters(params: URLSearchParams): ExploreFilters {
  const country = params.get('country')?.toUpperCase() ?? null;
  const page = Number(params.get('page'));
  return {
    types: [...new Set(list(params.get('type')).filter(isProfileType))],
    styles: [...new Set(list(params.get('style')).filter(isDanceStyle))],
    country: country && isCountryCode(country) ? country : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what is set appears in the address; page 1 is the default. */
export function writeExploreFilters(filters: ExploreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.types.length > 0) params.set('type', filters.types.join(','));
  if (filters.styles.length > 0) params.set('style', filters.styles.join(','));
  if (filters.country) params.set('country', filters.country);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const hasFilters = (filters: ExploreFilters): boolean => filters.types.length > 0 || filters.styles.length > 0 || filters.country !== null;
