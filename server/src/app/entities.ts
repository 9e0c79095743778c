/**
 * Every TypeORM entity of every module. Modules add theirs here; the migration drift check
 * compares exactly this list with the migrations.
 */
export const entities: Function[] = [];
