import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let client: HttpClient;
const GENERATED = 3000;
beforeAll(async () => {
  app = await startTestApp();
  client = new HttpClient(app.url);
  const owner = await createAccount(app);
  // A few thousand people and organisations in one statement, names combined from small lists.
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
    [owner.id, GENERATED],
  );
  // The ones the assertions look for.
  await app.container.dataSource.query(
    `INSERT INTO profile (type, owner_id, first_name, last_name, name, search_name) VALUES
       ('dancer', $1, 'Annabelle', 'Quintero', NULL, 'Annabelle Quintero'),
       ('trainer', $1, 'Anna', 'Quint', NULL, 'Anna Quint'),
       ('school', $1, NULL, NULL, 'Quintessence_Ballet', 'Quintessence_Ballet')`,
    [owner.id],
  );
});
afterAll(async () => app?.stop());

const names = (res: { body: Record<string, any> }) =>
  res.body.profiles.map((p: { name?: string; firstName?: string; lastName?: string }) => p.name ?? `${p.firstName} ${p.lastName}`);

describe(`search over ${GENERATED} profiles`, () => {
  it('the name index is a pg_trgm GIN index', async () => {
    const [index] = await app.container.dataSource.query("SELECT indexdef FROM pg_indexes WHERE indexname = 'profile_search_name_trgm'");
    expect(index.indexdef).toMatch(/USING gin \(search_name gin_trgm_ops\)/);
  });

  it('the name search indexes are btree indexes on the lower-case name and on its second word on', async () => {
    const rows: { indexname: string; indexdef: string }[] = await app.container.dataSource.query(
      "SELECT indexname, indexdef FROM pg_indexes WHERE indexname IN ('profile_search_key', 'profile_search_tail') ORDER BY indexname",
    );
    expect(rows.map((r) => r.indexname)).toEqual(['profile_search_key', 'profile_search_tail']);
    expect(rows.every((r) => /USING btree/.test(r.indexdef) && /COLLATE "C"/.test(r.indexdef))).toBe(true);
  });

  it('matches partial words; the name start first, then a word start, then the rest', async () => {
    const quint = await client.get('/api/profiles?search=quint&pageSize=10');
    expect(quint.status).toBe(200);
    // "Quintessence_Ballet" starts with it; the people's last names start with it (shorter name key first).
    expect(names(quint)).toEqual(['Quintessence_Ballet', 'Anna Quint', 'Annabelle Quintero']);
    expect(quint.body.total).toBe(3);

    const annab = names(await client.get('/api/profiles?search=Annab'));
    expect(annab[0]).toBe('Annabelle Quintero');

    // A whole first and last name finds the 25 people of that name; a partial one finds them too, first.
    const full = await client.get('/api/profiles?search=Liam%20Rossi&pageSize=30');
    expect(names(full).slice(0, 25)).toEqual(Array(25).fill('Liam Rossi'));
    const partial = await client.get('/api/profiles?search=liam%20ross&pageSize=30');
    expect(names(partial)[0]).toBe('Liam Rossi');
  });

  it('ranks the exact name, then name starts, then word starts, then fragments, then typos', async () => {
    const owner = await createAccount(app);
    await app.container.dataSource.query(
      `INSERT INTO profile (type, owner_id, first_name, last_name, name, search_name) VALUES
         ('dancer', $1, 'Zora', 'Velikova', NULL, 'Zora Velikova'),
         ('dancer', $1, 'Velik', 'Amari', NULL, 'Velik Amari'),
         ('dancer', $1, 'Velikan', 'Brun', NULL, 'Velikan Brun'),
         ('school', $1, NULL, NULL, 'Velik', 'Velik'),
         ('school', $1, NULL, NULL, 'Grand_Velika_Hall', 'Grand_Velika_Hall'),
         ('formation', $1, NULL, NULL, 'The_Big_Velikoe', 'The_Big_Velikoe'),
         ('dancer', $1, 'Ivelika', 'Stone', NULL, 'Ivelika Stone'),
         ('dancer', $1, 'Vellik', 'Typo', NULL, 'Vellik Typo')`,
      [owner.id],
    );
    const velik = await client.get('/api/profiles?search=velik&pageSize=20');
    expect(names(velik)).toEqual([
      'Velik', // exact name
      'Velik Amari', // name start, alphabetical (lower case, byte order), ties by id
      'Velikan Brun',
      'Grand_Velika_Hall', // second word start ("_" reads as a space)
      'Zora Velikova',
      'Ivelika Stone', // contains it elsewhere: a third word, the middle of a word (alphabetical)
      'The_Big_Velikoe',
      'Vellik Typo', // close by trigrams only (a typo), last
    ]);
    expect(velik.body.total).toBe(8);
    // Page 2 continues exactly where page 1 ended, across tiers.
    const pages = await Promise.all([1, 2, 3].map((page) => client.get(`/api/profiles?search=velik&pageSize=3&page=${page}`)));
    expect(pages.flatMap(names)).toEqual(names(velik));
    // Separators are words' edges both ways: "grand velika" finds "Grand_Velika_Hall" by its start.
    expect(names(await client.get('/api/profiles?search=grand%20velika'))[0]).toBe('Grand_Velika_Hall');
    // The order does not change from one request to the next.
    expect(names(await client.get('/api/profiles?search=velik&pageSize=20'))).toEqual(names(velik));
    await app.container.dataSource.query('DELETE FROM profile WHERE owner_id = $1', [owner.id]);
  });

  it('GraphQL counts the total only when the operation selects it', async () => {
    const logger = app.container.dataSource.logger;
    const original = logger.logQuery.bind(logger);
    const counts: string[] = [];
    logger.logQuery = (query, parameters, runner) => {
      if (/COUNT\(/i.test(query) && /profile/i.test(query)) counts.push(query);
      return original(query, parameters, runner);
    };
    const post = (query: string) => client.post('/graphql', { query });
    const withTotal = await post('{ profiles(search: "quint", pageSize: 2) { total profiles { displayName } } }');
    expect(withTotal.body.data.profiles).toEqual({ total: 3, profiles: [{ displayName: 'Quintessence_Ballet' }, { displayName: 'Anna Quint' }] });
    const without = await post('{ profiles(search: "quint", pageSize: 25) { page pageSize profiles { displayName } } }');
    expect(without.body.data.profiles.profiles.map((p: { displayName: string }) => p.displayName)).toEqual(['Quintessence_Ballet', 'Anna Quint', 'Annabelle Quintero']);
    logger.logQuery = original;
    expect(counts).toHaveLength(1);
  });

  it('tolerates a typo', async () => {
    expect(names(await client.get('/api/profiles?search=Quintesence'))).toContain('Quintessence_Ballet');
  });

  it('combines with filters and paging, and an explicit sort wins over closeness', async () => {
    const schools = await client.get('/api/profile/school?search=novak&pageSize=5&page=2');
    expect(schools.body.profiles.every((p: { type: string; name: string }) => p.type === 'school' && /novak/i.test(p.name))).toBe(true);
    expect(schools.body.total).toBe(125);
    const sorted = names(await client.get('/api/profiles?search=quint&sort=name&sortOrder=desc'));
    expect(sorted).toEqual(['Quintessence_Ballet', 'Annabelle Quintero', 'Anna Quint']);
  });

  it('treats LIKE wildcards as text and answers quickly', async () => {
    expect((await client.get('/api/profiles?search=%25')).body.total).toBe(0);
    // an underscore is a literal underscore: only organisation names have one
    const [{ count }] = await app.container.dataSource.query("SELECT count(*) FROM profile WHERE strpos(search_name, '_') > 0");
    expect((await client.get('/api/profiles?search=_')).body.total).toBe(Number(count));
    const started = Date.now();
    for (let i = 0; i < 5; i++) await client.get('/api/profiles?search=garc&pageSize=25');
    expect((Date.now() - started) / 5).toBeLessThan(500);
  });
});
