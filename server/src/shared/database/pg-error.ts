/** The SQLSTATE of a PostgreSQL error, whether TypeORM wrapped it (QueryFailedError.driverError) or not. */
export function pgErrorCode(error: unknown): string | undefined {
  const direct = (error as { code?: unknown } | null)?.code;
  if (typeof direct === 'string') return direct;
  const driver = (error as { driverError?: { code?: unknown } } | null)?.driverError?.code;
  return typeof driver === 'string' ? driver : undefined;
}

/** The constraint a PostgreSQL error names (CHECK, UNIQUE, FOREIGN KEY violations). */
export function pgConstraint(error: unknown): string | undefined {
  const direct = (error as { constraint?: unknown } | null)?.constraint;
  if (typeof direct === 'string') return direct;
  const driver = (error as { driverError?: { constraint?: unknown } } | null)?.driverError?.constraint;
  return typeof driver === 'string' ? driver : undefined;
}

export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK_DETECTED = '40P01';
export const PG_CHECK_VIOLATION = '23514';
