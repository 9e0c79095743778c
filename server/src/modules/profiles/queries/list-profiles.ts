import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { ProfileType } from '../profile-types.js';
import { Profile } from '../profile.entity.js';
import type { ProfileListQuery, ProfileSort } from './profile-list-query.js';

/** What the caller's route fixes beyond the request's own filters (`/profile/{type}`, `/profiles/own`). */
export interface ProfileListScope {
  type?: ProfileType;
  ownerId?: string;
}

export interface ProfilePage {
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
 * The name as search ranks it: lower case, `_ . -` read as spaces ("Dance_Studio_Berlin" → "dance studio berlin"),
 * compared byte-wise (COLLATE "C") so that a btree serves `LIKE 'term%'` and returns the matches in order.
 * These expressions are the ones of the indexes `profile_search_key` and `profile_search_tail`
 * (migration 1795400000000-ProfileSearchOrder): written differently, PostgreSQL would not use them.
 */
const KEY_TEXT = `lower(translate(p.search_name, '_.-', '   '))`;
export const SEARCH_KEY = `${KEY_TEXT} COLLATE "C"`;
/** The key from its second word on ("anna kowalski" → "kowalski"); only names of two words or more. */
const HAS_TAIL = `strpos(${KEY_TEXT}, ' ') > 0`;
export const SEARCH_TAIL = `substr(${KEY_TEXT}, strpos(${KEY_TEXT}, ' ') + 1) COLLATE "C"`;
/** The search text as the key is written, with LIKE's own characters taken literally, then `%`. */
const TERM_PREFIX = `lower(translate(:escapedSearch, '_.-', '   ')) || '%'`;

/**
 * Tiers of a search without an explicit sort, best first. Each is one statement that an index answers in order
 * and that stops after the rows the page needs, so a search reads about `page × pageSize` rows per tier whatever
 * the number of matches. A profile is shown in the first tier that has it.
 */
const SEARCH_TIERS: { where: string; orderBy: [string, 'ASC' | 'DESC'][] }[] = [
  // 1. The name starts with the text (the exact name first: it sorts before every longer one).
  { where: `${SEARCH_KEY} LIKE ${TERM_PREFIX}`, orderBy: [[SEARCH_KEY, 'ASC']] },
  // 2. The second word starts with it (a last name, an organisation's second word).
  {
    where: `${HAS_TAIL} AND ${SEARCH_TAIL} LIKE ${TERM_PREFIX}`,
    orderBy: [
      [SEARCH_TAIL, 'ASC'],
      [SEARCH_KEY, 'ASC'],
    ],
  },
  // 3. The name contains it elsewhere (a later word's start, the middle of a word: "nnab" → "Annabelle").
  { where: 'p.search_name ILIKE :pattern', orderBy: [[SEARCH_KEY, 'ASC']] },
  // 4. Close by trigrams only (a typo, words in another order), the closest first.
  {
    where: ':search <% p.search_name',
    orderBy: [
      ['word_similarity(:search, p.search_name)', 'DESC'],
      ['similarity(p.search_name, :search)', 'DESC'],
      [SEARCH_KEY, 'ASC'],
    ],
  },
];

/**
 * One page of profiles. `search` matches names by similarity, partial words too (PRODUCT.md): the name or one of
 * its first two words starts with the text, or the name contains it (`ILIKE %text%`), or it is close by trigrams
 * (`text <% search_name`, pg_trgm). Without an explicit sort a search is ranked by `SEARCH_TIERS`; otherwise the
 * list is one statement ordered by the sort (newest first by default). The total is a separate statement, run
 * only when `countTotal()` is called.
 */
export async function findProfiles(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope = {}): Promise<ProfileRows> {
  const profiles = query.search && !query.sort ? await rankedSearch(manager, query, scope) : await sortedPage(manager, query, scope);
  return { profiles, page: query.page, pageSize: query.pageSize, countTotal: () => countProfiles(manager, query, scope) };
}

/** A page with its exact total (REST, and GraphQL when `total` is asked for): both at once, on two connections. */
export async function listProfiles(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope = {}): Promise<ProfilePage> {
  const [rows, total] = await Promise.all([findProfiles(manager, query, scope), countProfiles(manager, query, scope)]);
  return { profiles: rows.profiles, total, page: rows.page, pageSize: rows.pageSize };
}

/** Every match, counted exactly: one statement, whose cost grows with the number of matches. */
export function countProfiles(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope = {}): Promise<number> {
  const count = manager.createQueryBuilder(Profile, 'p');
  applyFilters(count, query, scope);
  applySearch(count, query.search);
  return count.getCount();
}

async function sortedPage(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope): Promise<Profile[]> {
  const select = manager.createQueryBuilder(Profile, 'p');
  applyFilters(select, query, scope);
  applySearch(select, query.search);
  const order = (query.sortOrder ?? (query.sort ? 'asc' : 'desc')).toUpperCase() as 'ASC' | 'DESC';
  select.orderBy(SORT_COLUMNS[query.sort ?? 'createdAt'], order, 'NULLS LAST');
  select.addOrderBy('p.id', 'ASC'); // a stable order, so pages neither repeat nor skip rows
  return select
    .offset((query.page - 1) * query.pageSize)
    .limit(query.pageSize)
    .getMany();
}

/**
 * The tiers one after the other, each asked for the ids the page still needs plus the ones earlier tiers
 * already gave (they may come again: tier 3 contains tier 1's matches, and it is cheaper to skip them here
 * than to exclude them in SQL, where `NOT (…)` hides from the planner how many rows a tier has). Stops as
 * soon as the page is full; then one statement loads the page's profiles.
 */
async function rankedSearch(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope): Promise<Profile[]> {
  const search = query.search as string;
  const wanted = query.page * query.pageSize;
  const ranked: string[] = [];
  const seen = new Set<string>();
  for (const tier of SEARCH_TIERS) {
    const select = manager.createQueryBuilder(Profile, 'p').select('p.id', 'id');
    applyFilters(select, query, scope);
    select.andWhere(tier.where, searchParameters(search));
    tier.orderBy.forEach(([expression, direction], i) => (i === 0 ? select.orderBy(expression, direction) : select.addOrderBy(expression, direction)));
    select.addOrderBy('p.id', 'ASC').limit(wanted - ranked.length + seen.size);
    for (const { id } of await select.getRawMany<{ id: string }>()) {
      if (seen.has(id)) continue;
      seen.add(id);
      ranked.push(id);
    }
    if (ranked.length >= wanted) break;
  }
  const pageIds = ranked.slice((query.page - 1) * query.pageSize, wanted);
  if (pageIds.length === 0) return [];
  const rows = await manager.createQueryBuilder(Profile, 'p').where('p.id IN (:...pageIds)', { pageIds }).getMany();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return pageIds.map((id) => byId.get(id)).filter((row): row is Profile => row !== undefined);
}

function searchParameters(search: string) {
  const escapedSearch = search.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return { search, escapedSearch, pattern: `%${escapedSearch}%` };
}

/** Every profile some tier ranks: the condition of the count and of a search with an explicit sort. */
function applySearch(select: SelectQueryBuilder<Profile>, search: string | undefined): void {
  if (!search) return;
  select.andWhere(
    `(p.search_name ILIKE :pattern OR :search <% p.search_name OR ${SEARCH_KEY} LIKE ${TERM_PREFIX} OR (${HAS_TAIL} AND ${SEARCH_TAIL} LIKE ${TERM_PREFIX}))`,
    searchParameters(search),
  );
}

function applyFilters(select: SelectQueryBuilder<Profile>, query: ProfileListQuery, scope: ProfileListScope): void {
  const { filter } = query;
  if (scope.type) select.andWhere('p.type = :scopeType', { scopeType: scope.type });
  if (scope.ownerId) select.andWhere('p.owner_id = :scopeOwner', { scopeOwner: scope.ownerId });
  if (filter.type?.length) select.andWhere('p.type::text = ANY(:types)', { types: filter.type });
  if (filter.country?.length) select.andWhere('p.country = ANY(:countries)', { countries: filter.country });
  if (filter.danceStyles?.length) select.andWhere('p.dance_styles && :styles::text[]', { styles: filter.danceStyles });
  if (filter.ownerId) select.andWhere('p.owner_id = :ownerId', { ownerId: filter.ownerId });
}
