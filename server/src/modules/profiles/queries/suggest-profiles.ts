import { SEARCH_TEXT_MAX, SUGGEST_SEARCH_MIN } from '@odance/contract';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { Profile } from '../profile.entity.js';
import { PROFILE_TYPES } from '../profile-types.js';
import { escapeLike } from '../../../shared/database/like.js';
import { unaccentOnce } from '../../../shared/database/unaccent.js';

/** The dropdown's size (docs/web-app.md#screens-and-routes: 25) is also the most a caller may ask for. */
export const MAX_SUGGESTIONS = 25;
/** Tier B ranks at most this many "contains" matches: enough to fill a dropdown with good ones, bounded whatever the text. */
export const CONTAINS_CANDIDATES = 200;

export const SuggestProfilesSchema = z.object({
  search: z.string({ error: 'required' }).trim().min(SUGGEST_SEARCH_MIN, 'tooShort').max(SEARCH_TEXT_MAX, 'tooLong'),
  types: z.array(z.enum(PROFILE_TYPES)).max(PROFILE_TYPES.length).nullish(),
  first: z.number().int().min(1, 'invalid').max(MAX_SUGGESTIONS, 'invalid').nullish(),
});

/**
 * The name as the tiers compare it: lower case, `_ . -` read as spaces ("Dance_Studio_Berlin" → "dance studio
 * berlin"), byte order (COLLATE "C") so that the btree index `profile_search_key` answers `LIKE 'text%'` in order.
 * The expression must stay exactly the index's (migrations/1797250000000-OwnerBuiltSearchText.js), or PostgreSQL
 * will not use it.
 */
const KEY = `lower(translate(p.search_text, '_.-', '   ')) COLLATE "C"`;
/** The name as the trigram index has it: accents removed (migrations/1797250000000-OwnerBuiltSearchText.js). */
const NAME = 'p.search_text';

interface Candidate {
  id: string;
  key: string;
  wordStart: boolean;
  closeness: number;
}

/**
 * The top bar's and the affiliation pickers' typeahead: the best matches among a bounded candidate set, never a
 * count of every match (the listing, `list-profiles.ts`, is the exact and paged search). Tiers, best first; a
 * profile is shown in the first tier that has it, every tier honours `types`:
 *
 * - A. the name starts with the text, in name order (the exact name first) — the btree `profile_search_key`,
 *   which stops after `first` rows;
 * - B. only when A did not fill the list: up to CONTAINS_CANDIDATES names containing every word of the text, in
 *   any order, taken as the trigram index finds them, then ranked here: those where each word of the text starts
 *   a word of the name first, then by `word_similarity`, then the name, then the id;
 * - C. only when A and B found nothing: close by trigrams (`text <% search_name`: a typo), the closest first.
 *
 * B and C need three letters or digits in a row (a trigram): without one the GIN index reads all of itself.
 * A word of one or two letters still filters B (the index cannot narrow it down: B then rechecks more rows).
 * The same text on the same data gives the same list (B reads the heap in block order, see `containsCandidates`).
 * Statements: A, then the rows; B adds one, C one more.
 */
export async function suggestProfiles(manager: EntityManager, raw: unknown): Promise<Profile[]> {
  const { search, types, first } = parseInput(SuggestProfilesSchema, raw);
  const limit = first ?? MAX_SUGGESTIONS;
  const typeFilter = types?.length ? types : null;

  const ids = await nameStarts(manager, search, typeFilter, limit);
  // Three letters or digits in a row make a trigram for pg_trgm in a UTF-8 ctype (embedded-postgres.ts); without
  // one ("a_b", "%%%") a pattern would read the whole GIN index.
  const hasTrigram = /[\p{L}\p{N}]{3}/u.test(search);
  if (ids.length < limit && hasTrigram) {
    const shown = new Set(ids);
    const ranked = (await containsCandidates(manager, search, typeFilter)).filter((c) => !shown.has(c.id)).sort(byRank);
    ids.push(...ranked.slice(0, limit - ids.length).map((c) => c.id));
    if (ids.length === 0) ids.push(...(await closeByTrigrams(manager, search, typeFilter, limit)));
  }
  return loadInOrder(manager, ids);
}

/**
 * Tier A: an index-only range scan of `profile_search_key` (it includes search_name and type), in key order. The
 * range is written out: PostgreSQL derives one from `LIKE 'text%'` only for a constant pattern, and the unaccented
 * text is computed when the statement runs. Every key that starts with the text lies between it and the text
 * followed by the last code point, U+10FFFF (byte order; only a key with that non-character right after the text
 * is outside); LIKE then keeps exactly those that start with it.
 */
async function nameStarts(manager: EntityManager, search: string, types: string[] | null, limit: number): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(
    `SELECT p.id FROM profile p
     WHERE ${KEY} >= ${PREFIX} AND ${KEY} <= ${PREFIX} || chr(1114111)
       AND ${KEY} LIKE lower(translate(${unaccentOnce('$2')}, '_.-', '   ')) || '%' ${types ? 'AND p.type::text = ANY($3)' : ''}
     ORDER BY ${KEY}, p.id
     LIMIT ${limit}`,
    // $2: the text with LIKE's own characters taken literally; an escaped `_` still reads as a space (`\_` → `\ `).
    [search, escapeLike(search), ...(types ? [types] : [])],
  );
  return rows.map((row) => row.id);
}

/**
 * Tier B's candidates: the first CONTAINS_CANDIDATES names containing every word of the text (`search_name ILIKE
 * %word%` for each; a word is what lies between spaces or `_ . -`, so "dance studio" finds "Studio_Dance_9" and
 * "giovanni rre" finds "Giovanni Ferreira"), no ORDER BY, so that the scan stops there; each with what ranks it.
 *
 * The MATERIALIZED CTE is there for the plan: planned on its own, without the LIMIT, the scan is costed for every
 * match, and then the trigram GIN index (a bitmap from the posting lists, then the heap in block order) is far
 * cheaper than reading the table; the CTE is still read lazily, so the heap scan stops after the LIMIT. Written
 * as a plain `… LIMIT 200`, PostgreSQL costs a sequential scan as stopping early and takes it for a common
 * fragment ("ova", 4 % of names): that scan starts where the previous one stopped (synchronized scans of a table
 * larger than a quarter of shared_buffers), so the same text got other candidates each time; and for a rare
 * fragment it misjudges as common, it reads the whole table.
 */
async function containsCandidates(manager: EntityManager, search: string, types: string[] | null): Promise<Candidate[]> {
  const words = [...new Set(search.toLowerCase().split(/[ _.-]+/).filter((word) => word !== ''))];
  // $1 is the text, $2… its words (lower case, each once), then their LIKE patterns, then the types.
  const word = (i: number) => `$${2 + i}`;
  const pattern = (i: number) => `$${2 + words.length + i}`;
  const typesParameter = `$${2 + 2 * words.length}`;
  const parameters = [search, ...words, ...words.map((w) => `%${escapeLike(w)}%`), ...(types ? [types] : [])];
  const rows: { id: string; key: string; word_start: boolean; closeness: number }[] = await manager.query(
    `WITH candidate AS MATERIALIZED (
       SELECT p.id, ${KEY} AS key,
              ${words.map((_, i) => `strpos(' ' || ${KEY}, ' ' || lower(${unaccentOnce(word(i))})) > 0`).join(' AND ')} AS word_start,
              word_similarity(${unaccentOnce('$1')}, ${NAME}) AS closeness
       FROM profile p
       WHERE ${words.map((_, i) => `${NAME} ILIKE ${unaccentOnce(pattern(i))}`).join(' AND ')} ${types ? `AND p.type::text = ANY(${typesParameter})` : ''}
     )
     SELECT * FROM candidate LIMIT ${CONTAINS_CANDIDATES}`,
    parameters,
  );
  return rows.map((row) => ({ id: row.id, key: row.key, wordStart: row.word_start, closeness: Number(row.closeness) }));
}

/** The text as KEY reads names, computed once per statement. */
const PREFIX = `lower(translate(${unaccentOnce('$1')}, '_.-', '   ')) COLLATE "C"`;

/** Tier C: the typo fallback, `text <% search_name` from the GIN index, closest first. */
async function closeByTrigrams(manager: EntityManager, search: string, types: string[] | null, limit: number): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(
    `SELECT p.id FROM profile p
     WHERE ${unaccentOnce('$1')} <% ${NAME} ${types ? 'AND p.type::text = ANY($2)' : ''}
     ORDER BY word_similarity(${unaccentOnce('$1')}, ${NAME}) DESC, similarity(${NAME}, ${unaccentOnce('$1')}) DESC, ${KEY}, p.id
     LIMIT ${limit}`,
    [search, ...(types ? [types] : [])],
  );
  return rows.map((row) => row.id);
}

function byRank(a: Candidate, b: Candidate): number {
  if (a.wordStart !== b.wordStart) return a.wordStart ? -1 : 1;
  if (a.closeness !== b.closeness) return b.closeness - a.closeness;
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  return a.id < b.id ? -1 : 1;
}

async function loadInOrder(manager: EntityManager, ids: string[]): Promise<Profile[]> {
  if (ids.length === 0) return [];
  const rows = await manager.createQueryBuilder(Profile, 'p').where('p.id IN (:...ids)', { ids }).getMany();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Profile => row !== undefined);
}
