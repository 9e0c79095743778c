import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { ProfileType } from '../profile-types.js';
import { Profile } from '../profile.entity.js';
import type { ProfileListQuery, ProfileSort } from './profile-list-query.js';
import { escapeLike } from '../../../shared/database/like.js';

/** What the caller's route fixes beyond the request's own filters (`/profile/{type}`, `/profiles/own`). */
export interface ProfileListScope {
  type?: ProfileType;
  ownerId?: string;
}

/** One page of profile rows with its exact total. */
export interface CountedProfileRows {
  profiles: Profile[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page without its total; `countTotal()` counts every match when a caller needs it (exact, one statement). */
export interface ProfileRows {
  profiles: Profile[];
  page: number;
  pageSize: number;
  countTotal(): Promise<number>;
}

const SORT_COLUMNS: Record<ProfileSort, string> = {
  name: 'lower(p.search_name)',
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
  country: 'p.country',
  type: 'p.type',
};

/**
 * One page of profiles, exact and paged (the listing; the top bar's typeahead is `suggest-profiles.ts`).
 * `search` matches names by trigram similarity, partial words too ("anna" finds "Annabelle_Dance_Club"),
 * both conditions served by the pg_trgm GIN index; results are ordered by closeness unless a sort is asked for.
 * The total is a separate statement, run only when `countTotal()` is called.
 */
export async function findProfiles(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope = {}): Promise<ProfileRows> {
  const select = manager.createQueryBuilder(Profile, 'p');
  applyFilters(select, query, scope);
  const search = query.search ? query.search : undefined;
  if (search && !query.sort) {
    select
      .orderBy('word_similarity(unaccented(:search), unaccented(p.search_name))', 'DESC')
      .addOrderBy('similarity(unaccented(p.search_name), unaccented(:search))', 'DESC')
      .addOrderBy('lower(p.search_name)', 'ASC');
  } else {
    const order = (query.sortOrder ?? (query.sort ? 'asc' : 'desc')).toUpperCase() as 'ASC' | 'DESC';
    select.orderBy(SORT_COLUMNS[query.sort ?? 'createdAt'], order, 'NULLS LAST');
  }
  select.addOrderBy('p.id', 'ASC'); // a stable order, so pages neither repeat nor skip rows
  const profiles = await select
    .offset((query.page - 1) * query.pageSize)
    .limit(query.pageSize)
    .getMany();
  return { profiles, page: query.page, pageSize: query.pageSize, countTotal: () => countProfiles(manager, query, scope) };
}

/** A page with its exact total (REST, and GraphQL when `total` is asked for): both at once, on two connections. */
export async function listProfiles(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope = {}): Promise<CountedProfileRows> {
  const [rows, total] = await Promise.all([findProfiles(manager, query, scope), countProfiles(manager, query, scope)]);
  return { profiles: rows.profiles, total, page: rows.page, pageSize: rows.pageSize };
}

/** Every match, counted exactly: one statement, whose cost grows with the number of matches. */
export function countProfiles(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope = {}): Promise<number> {
  const count = manager.createQueryBuilder(Profile, 'p');
  applyFilters(count, query, scope);
  return count.getCount();
}

function applyFilters(select: SelectQueryBuilder<Profile>, query: ProfileListQuery, scope: ProfileListScope): void {
  const { filter } = query;
  if (scope.type) select.andWhere('p.type = :scopeType', { scopeType: scope.type });
  if (scope.ownerId) select.andWhere('p.owner_id = :scopeOwner', { scopeOwner: scope.ownerId });
  if (filter.type?.length) select.andWhere('p.type::text = ANY(:types)', { types: filter.type });
  if (filter.country?.length) select.andWhere('p.country = ANY(:countries)', { countries: filter.country });
  if (filter.danceStyles?.length) select.andWhere('p.dance_styles && :styles::text[]', { styles: filter.danceStyles });
  if (filter.ownerId) select.andWhere('p.owner_id = :ownerId', { ownerId: filter.ownerId });
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    // Accents ignored on both sides, as the trigram index has the name (migrations/1796700000001-AccentInsensitiveSearch.js).
    select.andWhere('(unaccented(p.search_name) ILIKE unaccented(:pattern) OR unaccented(:search) <% unaccented(p.search_name))', { pattern, search: query.search });
  }
}
