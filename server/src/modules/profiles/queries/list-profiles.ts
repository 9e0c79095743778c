import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ProfileType } from '../profile-types.js';
import { Profile } from '../profile.entity.js';
import { PROFILE_TOTAL_CAP, type ProfileListQuery, type ProfileSort } from './profile-list-query.js';
import { escapeLike } from '../../../shared/database/like.js';
import { unaccentOnce } from '../../../shared/database/unaccent.js';
import { oneRow } from '../../../shared/database/one-row.js';

/** What the caller's route fixes beyond the request's own filters (`/profile/{type}`, `/profiles/own`). */
export interface ProfileListScope {
  type?: ProfileType;
  ownerId?: string;
}

/** How many profiles match: exact up to PROFILE_TOTAL_CAP; past it `total` is the cap and `capped` is true. */
export interface ProfileTotal {
  total: number;
  capped: boolean;
}

/** One page of profile rows with its (capped) total. */
export interface CountedProfileRows extends ProfileTotal {
  profiles: Profile[];
  page: number;
  pageSize: number;
}

/** One page without its total; `countTotal()` counts the matches when a caller needs them (one statement). */
export interface ProfileRows {
  profiles: Profile[];
  page: number;
  pageSize: number;
  countTotal(): Promise<ProfileTotal>;
}

/** Each sort's ORDER BY, for an ascending order (a descending one reverses every term but the final id). */
const SORT_COLUMNS: Record<ProfileSort, string[]> = {
  name: ['lower(p.search_name)'],
  createdAt: ['p.created_at'],
  updatedAt: ['p.updated_at'],
  country: ['p.country'],
  type: ['p.type'],
  // The btree profile_explore_order (completeness DESC, created_at DESC, id) returns the descending order as is.
  completeness: ['p.completeness', 'p.created_at'],
};

/**
 * One page of profiles (the listing; the top bar's typeahead is `suggest-profiles.ts`). `search` matches the names
 * containing it ("anna" finds "Annabelle Dance Club"), or, when none does, the names close to it by trigrams (a
 * typo), both served by the pg_trgm GIN index. Without a sort a search is ordered by closeness among its first
 * PROFILE_TOTAL_CAP + 1 matches, and the same statement counts them (`rankedPage`); with a sort, by it, and the total
 * is a separate statement, run only when `countTotal()` is called.
 */
export async function findProfiles(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope = {}): Promise<ProfileRows> {
  const offset = (query.page - 1) * query.pageSize;
  if (query.search && !query.sort) return rankedPage(manager, query, scope, offset);
  const select = manager.createQueryBuilder(Profile, 'p');
  applyFilters(select, query, scope);
  const order = (query.sortOrder ?? (query.sort ? (query.sort === 'completeness' ? 'desc' : 'asc') : 'desc')).toUpperCase() as 'ASC' | 'DESC';
  // Its columns are NOT NULL, and PostgreSQL reads the index's order only for the same NULLS placement as its own.
  const nulls = query.sort === 'completeness' ? undefined : 'NULLS LAST';
  SORT_COLUMNS[query.sort ?? 'createdAt'].forEach((column, index) => select[index === 0 ? 'orderBy' : 'addOrderBy'](column, order, nulls));
  select.addOrderBy('p.id', 'ASC').offset(offset); // a stable order, so pages neither repeat nor skip rows
  const profiles = await select.limit(query.pageSize).getMany();
  return { profiles, page: query.page, pageSize: query.pageSize, countTotal: () => countProfiles(manager, query, scope) };
}

/**
 * A page with its total (REST, and GraphQL when `total` is asked for). A search without a sort counts in its page's
 * statement (`rankedPage`); any other list runs the page and the count at once, on two connections.
 */
export async function listProfiles(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope = {}): Promise<CountedProfileRows> {
  if (query.search && !query.sort) {
    const rows = await findProfiles(manager, query, scope);
    return { profiles: rows.profiles, ...(await rows.countTotal()), page: rows.page, pageSize: rows.pageSize };
  }
  const [rows, total] = await Promise.all([findProfiles(manager, query, scope), countProfiles(manager, query, scope)]);
  return { profiles: rows.profiles, ...total, page: rows.page, pageSize: rows.pageSize };
}

/**
 * The matches, counted up to PROFILE_TOTAL_CAP + 1 (one statement): its cost is bounded, where an exact count reads
 * every match (docs/decisions.md#profile-search).
 */
export async function countProfiles(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope = {}): Promise<ProfileTotal> {
  const matches = firstMatches(manager, query, scope);
  const [sql, parameters] = manager.connection.driver.escapeQueryWithParameters(`SELECT count(*)::int AS n FROM (${matches.sql}) m`, matches.parameters);
  const { n } = oneRow<{ n: number }>(await manager.query(sql, parameters));
  return n > PROFILE_TOTAL_CAP ? { total: PROFILE_TOTAL_CAP, capped: true } : { total: n, capped: false };
}

/**
 * The first PROFILE_TOTAL_CAP + 1 matches (`id`, `search_name`, `search_text`), as the indexes find them, with named parameters.
 * Each scan sits in a MATERIALIZED CTE with the LIMIT outside, so PostgreSQL costs it for every match and takes the
 * trigram GIN bitmap (heap in block order, the same rows for the same data), not a sequential scan it expects to
 * stop early, which would start where another scan stopped (synchronized scans) and so change the rows from one call
 * to the next (README.md, tier B of the typeahead). CTEs are read lazily: the scan stops at the limit. With a text,
 * the matches are the names containing it or, only when none does, the names close to it by trigrams (a typo), as
 * the typeahead's tier C: the close scan's bitmap reads the posting lists of the text's padded trigrams ("  c",
 * " ch": every word starting with c), the costliest part of a search, so it runs only for a text nothing contains.
 */
function firstMatches(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope): { sql: string; parameters: ObjectLiteral } {
  const scan = (search?: SearchPart) => {
    const select = manager.createQueryBuilder(Profile, 'm').select('m.id', 'id').addSelect('m.search_name', 'search_name').addSelect('m.search_text', 'search_text');
    applyFilters(select, query, scope, 'm', search);
    return select;
  };
  const limit = PROFILE_TOTAL_CAP + 1;
  if (!query.search) {
    const all = scan();
    return { sql: `WITH match AS MATERIALIZED (${all.getQuery()}) SELECT * FROM match LIMIT ${limit}`, parameters: all.getParameters() };
  }
  const [contains, close] = [scan('contains'), scan('closeOnly')];
  return {
    sql: `WITH contains AS MATERIALIZED (${contains.getQuery()}), close AS MATERIALIZED (${close.getQuery()})
      SELECT * FROM (SELECT * FROM contains UNION ALL SELECT * FROM close WHERE NOT EXISTS (SELECT FROM contains)) match LIMIT ${limit}`,
    parameters: { ...contains.getParameters(), ...close.getParameters() },
  };
}

/**
 * A search without a sort: the page is ranked by closeness (`word_similarity`, then `similarity`, then the lower-case
 * name, then the id: pages neither repeat nor skip) among the first PROFILE_TOTAL_CAP + 1 matches, which are every
 * match when the total is not capped. A short text that matches tens of thousands of names is ranked among a bounded
 * set (the same one for the same data), so the page costs about as much whatever the text (docs/api.md, README.md
 * "Lists and search"). One statement finds the matches once (the `match` CTE, MATERIALIZED: read by both) and answers
 * their number (the total, as `countProfiles` counts it) and the page's ids in order, ranked on the candidates' id and
 * name; a second reads the page's rows whole by the primary key. (Counted by a statement of its own, every search
 * read its matches twice: docs/decisions.md#profile-search.)
 */
async function rankedPage(manager: EntityManager, query: ProfileListQuery, scope: ProfileListScope, offset: number): Promise<ProfileRows> {
  const matches = firstMatches(manager, query, scope);
  const sql = `WITH match AS MATERIALIZED (${matches.sql})
    SELECT (SELECT count(*) FROM match)::int AS n,
      ARRAY(SELECT c.id FROM match c ORDER BY ${closestFirst('c')} OFFSET ${offset} LIMIT ${query.pageSize}) AS ids`;
  const [escaped, parameters] = manager.connection.driver.escapeQueryWithParameters(sql, { ...matches.parameters, search: query.search });
  const { n, ids } = oneRow<{ n: number; ids: string[] }>(await manager.query(escaped, parameters));
  const total: ProfileTotal = n > PROFILE_TOTAL_CAP ? { total: PROFILE_TOTAL_CAP, capped: true } : { total: n, capped: false };
  const rows = ids.length ? await manager.createQueryBuilder(Profile, 'p').where('p.id = ANY(:ids)', { ids }).getMany() : [];
  const position = new Map(ids.map((id, index) => [id, index]));
  const profiles = rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { profiles, page: query.page, pageSize: query.pageSize, countTotal: async () => total };
}

/** The closest names first: the order of a search without a sort (`rankedPage`). */
const closestFirst = (alias: string) =>
  `word_similarity(${unaccentOnce(':search')}, ${alias}.search_text) DESC, similarity(${alias}.search_text, ${unaccentOnce(':search')}) DESC, lower(${alias}.search_name), ${alias}.id`;

/** Which matches of a text a scan takes: the listing's (the default, see firstMatches), names containing it, or names only close to it. */
type SearchPart = 'either' | 'contains' | 'closeOnly';

function applyFilters(select: SelectQueryBuilder<Profile>, query: ProfileListQuery, scope: ProfileListScope, p = 'p', part: SearchPart = 'either'): void {
  const { filter } = query;
  if (scope.type) select.andWhere(`${p}.type = :scopeType`, { scopeType: scope.type });
  if (scope.ownerId) select.andWhere(`${p}.owner_id = :scopeOwner`, { scopeOwner: scope.ownerId });
  if (filter.type?.length) select.andWhere(`${p}.type::text = ANY(:types)`, { types: filter.type });
  if (filter.country?.length) select.andWhere(`${p}.country = ANY(:countries)`, { countries: filter.country });
  if (filter.danceStyles?.length) select.andWhere(`${p}.dance_styles && :styles::text[]`, { styles: filter.danceStyles });
  if (filter.ownerId) select.andWhere(`${p}.owner_id = :ownerId`, { ownerId: filter.ownerId });
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    // Accents ignored on both sides, as the trigram index has the name (migrations/1797250000000-OwnerBuiltSearchText.js).
    const contains = `${p}.search_text ILIKE ${unaccentOnce(':pattern')}`;
    const close = `${unaccentOnce(':search')} <% ${p}.search_text`;
    if (part === 'either') {
      // The same matches as firstMatches: names containing the text, or, when none does, names close to it.
      const anyContains = select.subQuery().select('1').from(Profile, 'e');
      applyFilters(anyContains, query, scope, 'e', 'contains');
      select.andWhere(`(${contains} OR (${close} AND NOT EXISTS ${anyContains.getQuery()}))`, { pattern, search: query.search });
      select.setParameters(anyContains.getParameters());
    } else {
      select.andWhere(part === 'contains' ? contains : `(${close} AND NOT ${contains})`, { pattern, search: query.search });
    }
  }
}
