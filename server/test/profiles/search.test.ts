import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, seedProfileCrowd } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { PROFILE_TOTAL_CAP } from '../../src/modules/profiles/queries/profile-list-query.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let client: HttpClient;
const GENERATED = 3000;
beforeAll(async () => {
  app = await startTestApp();
  client = new HttpClient(app.url);
  const owner = await createAccount(app);
  await seedProfileCrowd(app, owner.id, GENERATED);
  // The ones the assertions look for.
  await app.container.dataSource.query(
    `INSERT INTO profile (type, owner_id, first_name, last_name, name, search_name) VALUES
       ('dancer', $1, 'Annabelle', 'Quintero', NULL, 'Annabelle Quintero'),
       ('trainer', $1, 'Anna', 'Quint', NULL, 'Anna Quint'),
       ('school', $1, NULL, NULL, 'Quintessence_Ballet', 'Quintessence_Ballet'),
       ('dancer', $1, 'Léa', 'Müller', NULL, 'Léa Müller'),
       ('dancer', $1, 'Иван', 'Петров', NULL, 'Иван Петров')`,
    [owner.id],
  );
});
afterAll(async () => app?.stop());

const graphql = (query: string) => client.post('/graphql', { query });

/** The profile statements matching `pattern` that `run` sends (TypeORM's logger sees every one). */
async function statementsOf(pattern: RegExp, run: () => Promise<unknown>): Promise<string[]> {
  const logger = app.container.dataSource.logger;
  const original = logger.logQuery.bind(logger);
  const seen: string[] = [];
  logger.logQuery = (query, parameters, runner) => {
    if (pattern.test(query) && /profile/i.test(query)) seen.push(query);
    return original(query, parameters, runner);
  };
  try {
    await run();
  } finally {
    logger.logQuery = original;
  }
  return seen;
}

const names = (res: { body: Record<string, any> }) =>
  res.body.profiles.map((p: { name?: string; firstName?: string; lastName?: string }) => p.name ?? `${p.firstName} ${p.lastName}`);

describe(`search over ${GENERATED} profiles`, () => {
  it('the name index is a pg_trgm GIN index', async () => {
    const [index] = await app.container.dataSource.query("SELECT indexdef FROM pg_indexes WHERE indexname = 'profile_search_name_trgm'");
    expect(index.indexdef).toMatch(/USING gin \(search_text gin_trgm_ops\)/);
  });

  it('folds case and matches fragments in every alphabet (the cluster is C.UTF-8)', async () => {
    expect(names(await client.get('/api/profiles?search=L%C3%89A'))).toEqual(['Léa Müller']); // "LÉA"
    expect(names(await client.get(`/api/profiles?search=${encodeURIComponent('ПЕТРОВ')}`))).toEqual(['Иван Петров']);
    expect(names(await client.get(`/api/profiles?search=${encodeURIComponent('üller')}`))).toEqual(['Léa Müller']);
  });

  it('matches partial words and orders by closeness', async () => {
    const quint = await client.get('/api/profiles?search=quint&pageSize=10');
    expect(quint.status).toBe(200);
    expect(names(quint)).toEqual(['Anna Quint', 'Annabelle Quintero', 'Quintessence_Ballet']);
    expect(quint.body.total).toBe(3);

    const annab = names(await client.get('/api/profiles?search=Annab'));
    expect(annab[0]).toBe('Annabelle Quintero');

    // A whole first and last name finds the 25 people of that name; a partial one finds them too, first.
    const full = await client.get('/api/profiles?search=Liam%20Rossi&pageSize=30');
    expect(names(full).slice(0, 25)).toEqual(Array(25).fill('Liam Rossi'));
    const partial = await client.get('/api/profiles?search=liam%20ross&pageSize=30');
    expect(names(partial)[0]).toBe('Liam Rossi');
  });

  it('GraphQL counts the total only when the operation selects it', async () => {
    const counts = await statementsOf(/COUNT\(/i, async () => {
      // A sorted search pages by its sort; its total is a statement of its own, run only when selected.
      const withTotal = await graphql('{ profiles(search: "quint", sort: name, pageSize: 2) { total profiles { displayName } } }');
      expect(withTotal.body.data.profiles).toEqual({ total: 3, profiles: [{ displayName: 'Anna Quint' }, { displayName: 'Annabelle Quintero' }] });
      const without = await graphql('{ profiles(search: "quint", sort: name, pageSize: 25) { page pageSize profiles { displayName } } }');
      expect(without.body.data.profiles.profiles.map((p: { displayName: string }) => p.displayName)).toEqual(['Anna Quint', 'Annabelle Quintero', 'Quintessence Ballet']); // its display name
    });
    expect(counts).toHaveLength(1);
  });

  it('a search without a sort reads its matches once: the statement that ranks them also counts them', async () => {
    // Statements that read the trigram matches (each has the ILIKE of the contains scan).
    const matching = /ILIKE/i;
    const ranked = await statementsOf(matching, async () => {
      const res = await graphql('{ profiles(search: "quint", pageSize: 2) { total totalIsCapped profiles { displayName } } }');
      expect(res.body.data.profiles).toEqual({ total: 3, totalIsCapped: false, profiles: [{ displayName: 'Anna Quint' }, { displayName: 'Annabelle Quintero' }] });
      expect((await client.get('/api/profiles?search=quint&pageSize=2')).body).toMatchObject({ total: 3, totalIsCapped: false });
    });
    expect(ranked).toHaveLength(2); // one for GraphQL, one for REST: no count of their own
    const sorted = await statementsOf(matching, async () => {
      expect((await client.get('/api/profiles?search=quint&sort=name&pageSize=2')).body).toMatchObject({ total: 3, totalIsCapped: false });
    });
    expect(sorted).toHaveLength(2); // a sorted page and its count
  });

  it("the ranked page's total is the count's, capped or not, on every page (even past the last)", async () => {
    // A sorted search's total comes from the count statement (countProfiles); the ranked one's from its page's statement.
    for (const text of ['quint', 'Quintesence', '_', 'novak', 'zzqqxx', '%']) {
      const q = encodeURIComponent(text);
      const sorted = (await client.get(`/api/profiles?search=${q}&sort=createdAt&pageSize=1`)).body;
      for (const page of [1, 2, 11, 12, 40]) {
        const ranked = (await client.get(`/api/profiles?search=${q}&page=${page}&pageSize=100`)).body;
        expect({ text, page, total: ranked.total, capped: ranked.totalIsCapped }).toEqual({ text, page, total: sorted.total, capped: sorted.totalIsCapped });
      }
    }
  });

  it('ranked pages of a capped text: the first PROFILE_TOTAL_CAP + 1 matches, each once, in closeness order', async () => {
    const rows: Array<{ id: string; name: string }> = [];
    for (let page = 1; page <= 12; page++) {
      const body = (await client.get(`/api/profiles?search=novak_&page=${page}&pageSize=100`)).body;
      expect({ total: body.total, totalIsCapped: body.totalIsCapped }).toEqual({ total: 125, totalIsCapped: false });
      rows.push(...body.profiles.map((p: { id: string; name: string }) => ({ id: p.id, name: p.name })));
    }
    expect(rows).toHaveLength(125);
    const all: Array<{ id: string }> = [];
    for (let page = 1; page <= 12; page++) all.push(...(await client.get(`/api/profiles?search=_&page=${page}&pageSize=100`)).body.profiles);
    expect(all).toHaveLength(PROFILE_TOTAL_CAP + 1);
    expect(new Set(all.map((p) => p.id)).size).toBe(PROFILE_TOTAL_CAP + 1);
    // The same order as PostgreSQL's over the same candidates (the first 1,001 the index finds: for "_" every candidate
    // ties on closeness, so this checks the name-then-id order across pages).
    const expected: Array<{ id: string }> = await app.container.dataSource.query(
      `SELECT id FROM profile WHERE id = ANY($1) ORDER BY word_similarity(unaccent('_'), search_text) DESC,
         similarity(search_text, unaccent('_')) DESC, lower(search_name), id`,
      [all.map((p) => p.id)],
    );
    expect(all.map((p) => p.id)).toEqual(expected.map((p) => p.id));
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
    const underscores = (await client.get('/api/profiles?search=_')).body;
    expect(Number(count)).toBeGreaterThan(PROFILE_TOTAL_CAP);
    expect({ total: underscores.total, totalIsCapped: underscores.totalIsCapped }).toEqual({ total: PROFILE_TOTAL_CAP, totalIsCapped: true });
    const started = Date.now();
    for (let i = 0; i < 5; i++) await client.get('/api/profiles?search=garc&pageSize=25');
    expect((Date.now() - started) / 5).toBeLessThan(500);
  });
});
