/**
 * The row of a statement that always returns exactly one: an aggregate without GROUP BY (`SELECT count(*)`,
 * `SELECT EXISTS (…)`), or `INSERT/UPDATE … RETURNING` of a row the caller knows is there. No row is a bug in the
 * statement, not a caller's miss (that is an AppError, e.g. NOT_FOUND, decided where a miss can happen).
 */
export function oneRow<Row>(rows: readonly Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('a statement that returns one row returned none');
  return row;
}
