import type { EntityManager } from 'typeorm';
import { cursorPage, cursorPageSize, type CursorInput, type CursorPageInfo } from './cursor-page.js';
import { oneRow } from './one-row.js';

type Queryable = Pick<EntityManager, 'query'>;

/** What every page of a list says besides its rows (PageFields in GraphQL). */
export interface PageInfo {
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One page of `rows` (LIMIT and OFFSET are appended, bound after `params`) and the `count` of all of them,
 * run side by side with the same `params`.
 */
export async function queryPage<Row>(
  db: Queryable,
  sql: { rows: string; count: string },
  params: unknown[],
  paging: { page: number; pageSize: number },
): Promise<PageInfo & { rows: Row[] }> {
  const [rows, counted] = await Promise.all([
    db.query<Row[]>(`${sql.rows} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, paging.pageSize, (paging.page - 1) * paging.pageSize]),
    db.query<Array<{ count: string }>>(sql.count, params),
  ]);
  const { count } = oneRow(counted);
  return { rows, total: Number(count), page: paging.page, pageSize: paging.pageSize };
}

/**
 * queryPage for a list that also pages by cursor (shared/database/cursor-page.ts): `sql.rows` selects `id` and
 * `cursor_value` (its sort value as text) and holds the `after` condition, bound by `rowParams`; `sql.count` counts
 * every row matching the filters (no cursor), with `countParams`. One row more than the page is read, to tell
 * whether rows follow it.
 */
export async function queryCursorPage<Row extends { id: string; cursor_value: string }>(
  db: Queryable,
  sql: { rows: string; count: string },
  params: { rows: unknown[]; count: unknown[] },
  input: CursorInput,
): Promise<PageInfo & { rows: Row[]; pageInfo: CursorPageInfo }> {
  const size = cursorPageSize(input);
  const n = params.rows.length;
  const [rows, counted] = await Promise.all([
    db.query<Row[]>(`${sql.rows} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params.rows, size + 1, (input.page - 1) * size]),
    db.query<Array<{ count: string }>>(sql.count, params.count),
  ]);
  const { count } = oneRow(counted);
  const page = cursorPage(rows, size, input);
  return { rows: page.rows, pageInfo: page.pageInfo, total: Number(count), page: input.page, pageSize: size };
}
