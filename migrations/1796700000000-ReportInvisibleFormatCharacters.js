/**
 * Reports (changes nothing) the rows whose text holds invisible format characters (Unicode Cf: bidirectional
 * overrides, zero-width characters, BOM…), which inputs refuse from now on (server/src/shared/validation/
 * invisible-format.ts). An operator reviews them: `SELECT … WHERE column ~ '<the class below>'`. PostgreSQL's
 * regular expressions have no \p{Cf}: the class lists the Cf characters of the Basic Multilingual Plane.
 */
const FORMAT_CLASS = '[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]';

export class ReportInvisibleFormatCharacters1796700000000 {
  name = 'ReportInvisibleFormatCharacters1796700000000';

  async up(queryRunner) {
    const columns = await queryRunner.query(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying') AND table_name <> 'migrations'
        ORDER BY table_name, column_name`,
    );
    for (const { table_name: table, column_name: column } of columns) {
      const [{ count }] = await queryRunner.query(`SELECT count(*)::int AS count FROM "${table}" WHERE "${column}" ~ $1`, [FORMAT_CLASS]);
      if (count > 0) console.warn(`[migration] ${count} row(s) of ${table}.${column} hold invisible format characters: review them`);
    }
  }

  async down() {}
}
