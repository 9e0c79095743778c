import { isUuid } from '@odance/contract';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { instantRule } from '../validation/instant-rule.js';
import { PAGE_SIZE_MAX } from '../validation/list-rules.js';

/*
 * Cursor paging beside page numbers (docs/api.md "Paging"): `first` rows `after` an opaque cursor, for clients
 * that sync a history (a page number shifts when rows arrive; a cursor does not), and `since` for "what happened
 * since I last looked". A cursor is the last row's sort value (as PostgreSQL prints it: a timestamp keeps its
 * microseconds, which a JavaScript Date would lose) and its id, with the sort it was made for; the next page is
 * the rows after that (value, id) pair in the same order, whatever arrived meanwhile.
 */

/** The cursor arguments' rules, spread into a list's input schema. */
export const cursorRules = {
  after: z.string({ error: 'invalid' }).max(600, 'tooLong').nullish(),
  first: z.number({ error: 'invalid' }).int('invalid').min(1, 'tooShort').max(PAGE_SIZE_MAX, 'tooLong').nullish(),
  since: instantRule,
};

interface Cursor {
  /** Sort and order the cursor was made for. */
  s: string;
  o: 'asc' | 'desc';
  v: string;
  id: string;
}

export function encodeCursor(sort: string, order: 'asc' | 'desc', value: string, id: string): string {
  return Buffer.from(JSON.stringify({ s: sort, o: order, v: value, id } satisfies Cursor)).toString('base64url');
}

/** The cursor `after`, made for this sort and order; anything else is VALIDATION_FAILED on `after`. */
export function decodeCursor(after: string, sort: string, order: 'asc' | 'desc'): Cursor {
  let cursor: Partial<Cursor> | null;
  try {
    cursor = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    cursor = null;
  }
  const valid = cursor && typeof cursor.v === 'string' && typeof cursor.id === 'string' && isUuid(cursor.id);
  if (!valid) throw new AppError(ErrorCode.VALIDATION_FAILED, { field: 'after', reason: 'invalid' });
  // A cursor of another sort would skip or repeat rows: the client asks with the sort it paged with.
  if (cursor!.s !== sort || cursor!.o !== order) throw new AppError(ErrorCode.VALIDATION_FAILED, { field: 'after', reason: 'mismatch' });
  return cursor as Cursor;
}

/** What a list needs of its input to page by cursor. */
export interface CursorInput {
  page: number;
  pageSize: number;
  after?: string | null;
  first?: number | null;
  sort: string;
  /** 'asc' or 'desc'; anything else pages as 'desc'. */
  sortOrder: string;
}

/**
 * The keyset condition for `after` over `expr` (the sort expression, of SQL type `type`) and `idExpr`, with its
 * parameters bound by `bind`; '' when there is no cursor. Paging by cursor starts at the cursor, so `page` must stay 1.
 */
export function afterCondition(input: CursorInput, expr: string, type: string, idExpr: string, bind: (value: unknown) => string): string {
  if (!input.after) return '';
  if (input.page !== 1) throw new AppError(ErrorCode.VALIDATION_FAILED, { field: 'page', reason: 'mismatch' });
  const order = input.sortOrder === 'asc' ? 'asc' : 'desc';
  const cursor = decodeCursor(input.after, input.sort, order);
  return `(${expr}, ${idExpr}) ${order === 'asc' ? '>' : '<'} (${bind(cursor.v)}::${type}, ${bind(cursor.id)}::uuid)`;
}

/** `first` when given, else `pageSize`: how many rows this page has at most. */
export const cursorPageSize = (input: CursorInput): number => input.first ?? input.pageSize;

/** GraphQL's `pageInfo`: the last row's cursor and whether rows follow it. */
export interface CursorPageInfo {
  endCursor: string | null;
  hasNextPage: boolean;
}

/** pageInfo of a page read with one row more than asked (`rows`): trims that row and says whether it was there. */
export function cursorPage<Row extends { id: string; cursor_value: string }>(rows: Row[], size: number, input: CursorInput): { rows: Row[]; pageInfo: CursorPageInfo } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const order = input.sortOrder === 'asc' ? 'asc' : 'desc';
  return { rows: page, pageInfo: { endCursor: last ? encodeCursor(input.sort, order, last.cursor_value, last.id) : null, hasNextPage: rows.length > size } };
}
