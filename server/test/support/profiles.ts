import type { TestApp } from './test-app.js';

/**
 * A crowd for search tests, in one statement: `count` people (even g) and schools (odd g) whose names combine
 * ten first names and twelve last names ("Liam Rossi", "Rossi_Liam_Studio_7"), the newest first. None contains
 * "velik", "nnab", "quint", non-ASCII letters or Cyrillic, so the rows a test adds for its assertions stand out.
 */
export async function seedProfileCrowd(app: TestApp, ownerId: string, count: number): Promise<void> {
  await app.container.dataSource.query(
    `INSERT INTO profile (type, owner_id, first_name, last_name, name, search_name, created_at)
     SELECT CASE WHEN g % 2 = 0 THEN 'dancer'::profile_type ELSE 'school'::profile_type END, $1,
            CASE WHEN g % 2 = 0 THEN f END, CASE WHEN g % 2 = 0 THEN l END,
            CASE WHEN g % 2 = 1 THEN l || '_' || f || '_Studio_' || g END,
            CASE WHEN g % 2 = 0 THEN f || ' ' || l ELSE l || '_' || f || '_Studio_' || g END,
            now() - g * interval '1 second'
     FROM generate_series(1, $2) AS g,
          LATERAL (SELECT (ARRAY['Oliver','Sophia','Liam','Mila','Noah','Emma','Lucas','Chloe','Mateo','Nina'])[1 + g % 10] AS f,
                          (ARRAY['Garcia','Novak','Meyer','Rossi','Ivanova','Kowalczyk','Bakker','Dupont','Horvath','Lindberg','Costa','Fischer'])[1 + (g / 10) % 12] AS l) AS names`,
    [ownerId, count],
  );
}
