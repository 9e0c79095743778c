/**
 * A statement's own text without accents, as `profile.search_text` has names (migrations/1797250000000-OwnerBuiltSearchText.js).
 * unaccent is STABLE, so PostgreSQL would call it for every row it compares; as a scalar sub-select it is an
 * InitPlan, computed once per statement, and an index condition may still use it (its value is known when the
 * scan starts). The dictionary is named, so no search_path decides which rules apply.
 */
export function unaccentOnce(sql: string): string {
  return `(SELECT public.unaccent('public.unaccent'::regdictionary, ${sql}))`;
}

/** The same for a value read per row (a column), where there is nothing to compute once. */
export function unaccentEach(sql: string): string {
  return `public.unaccent('public.unaccent'::regdictionary, ${sql})`;
}
