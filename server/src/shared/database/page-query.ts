import type { EntityManager } from 'typeorm';

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
  const [rows, [{ count }]] = await Promise.all([
    db.query(`${sql.rows} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, paging.pageSize, (paging.page - 1) * paging.pageSize]) as Promise<Row[]>,
    db.query(sql.count, params) as Promise<Array<{ count: string }>>,
  ]);
  return { rows, total: Number(count), page: paging.page, pageSize: paging.pageSize };
}
