import type { Request } from 'express';

/**
 * A list's filter as a query string gives it (`?status=paid&dateFrom=2026-01-01`): only `keys`, blank values left
 * out, `numbers` read as numbers when they are whole numbers (anything else reaches the command's schema as typed,
 * which refuses it as VALIDATION_FAILED). A repeated key stays an array: refused the same way.
 */
export function filterFromQuery(query: Request['query'], keys: readonly string[], numbers: readonly string[] = []): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const key of keys) {
    const value: unknown = query[key];
    if (value === undefined || value === '') continue;
    filter[key] = numbers.includes(key) && typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  }
  return filter;
}
