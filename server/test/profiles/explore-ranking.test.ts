import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createProfile, seedProfileCrowd, signedInClient } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { PROFILE_TOTAL_CAP } from '../../src/modules/profiles/queries/profile-list-query.js';
import { uploadedUrl } from './fixtures.js';

// PRODUCT.md §9: Explore ranks by completeness (avatar, bio, styles, achievements), then the newest; totals are capped.
let app: TestApp;
let client: HttpClient;
const ACHIEVEMENT = { place: 1, eventName: 'Open', date: '2020-01-02' };
beforeAll(async () => {
  app = await startTestApp();
  ({ client } = await signedInClient(app));
});
afterAll(async () => app?.stop());

const ids = (res: { body: Record<string, any> }) => res.body.profiles.map((p: { id: string }) => p.id);

describe('Explore ranking', () => {
  it('the commands keep completeness: one point each for an avatar, a bio, a style and an achievement', async () => {
    const avatar = await uploadedUrl(client);
    const full = await createProfile(client, 'dancer', { avatar: { url: avatar }, bio: 'Hi', danceStyles: ['tap'], achievements: [ACHIEVEMENT] });
    const bare = await createProfile(client, 'school');
    const completeness = async (id: string) => (await app.container.dataSource.query('SELECT completeness FROM profile WHERE id = $1', [id]))[0].completeness;
    expect(await completeness(full.id)).toBe(4);
    expect(await completeness(bare.id)).toBe(0);
    await client.put(`/api/profile/school/${bare.id}`, { bio: 'Classes', danceStyles: ['jazz'] });
    expect(await completeness(bare.id)).toBe(2);
    await client.put(`/api/profile/dancer/${full.id}`, { achievements: [], avatar: null });
    expect(await completeness(full.id)).toBe(2);
  });

  it('sort=completeness: the most complete first, then the newest; the other sort choices still work', async () => {
    const { client: owner, account } = await signedInClient(app);
    const avatar = await uploadedUrl(owner);
    const oldFull = await createProfile(owner, 'dancer', { bio: 'a', danceStyles: ['tap'], avatar: { url: avatar }, achievements: [ACHIEVEMENT] });
    const bare = await createProfile(owner, 'dancer', { firstName: 'Aaron', lastName: 'Bare' });
    const two = await createProfile(owner, 'dancer', { firstName: 'Zed', lastName: 'Two', bio: 'b', danceStyles: ['jazz'] });
    const newFull = await createProfile(owner, 'dancer', { bio: 'c', danceStyles: ['tap'], avatar: { url: avatar }, achievements: [ACHIEVEMENT] });
    const mine = `filter.owner.id=${account.id}`;

    expect(ids(await client.get(`/api/profiles?${mine}&sort=completeness`))).toEqual([newFull.id, oldFull.id, two.id, bare.id]);
    const gql = await client.graphql(`{ profiles(sort: completeness, filter: { ownerId: "${account.id}" }) { profiles { id } } }`);
    expect(gql.data?.profiles.profiles.map((p: { id: string }) => p.id)).toEqual([newFull.id, oldFull.id, two.id, bare.id]);
    expect(ids(await client.get(`/api/profiles?${mine}&sort=completeness&sortOrder=asc`))).toEqual([bare.id, two.id, oldFull.id, newFull.id]);
    // the existing choices: a plain list newest first, createdAt, name
    expect(ids(await client.get(`/api/profiles?${mine}`))).toEqual([newFull.id, two.id, bare.id, oldFull.id]);
    expect(ids(await client.get(`/api/profiles?${mine}&sort=createdAt&sortOrder=desc`))).toEqual([newFull.id, two.id, bare.id, oldFull.id]);
    expect(ids(await client.get(`/api/profiles?${mine}&sort=name`))[0]).toBe(bare.id);
    expect((await client.get(`/api/profiles?${mine}&sort=rank`)).body).toMatchObject({ code: 'QUERY_INVALID_PARAM', params: { param: 'sort' } });
  });

  it('the ranking is served by the index profile_explore_order, not a sort of every profile', async () => {
    const [index] = await app.container.dataSource.query("SELECT indexdef FROM pg_indexes WHERE indexname = 'profile_explore_order'");
    expect(index.indexdef).toMatch(/\(completeness DESC, created_at DESC, id\)/);
    // The statement the listing sends, explained with sorting disabled: the index must give its order as is (with
    // few rows PostgreSQL would rather sort, so only "can it" is asked here).
    const logger = app.container.dataSource.logger;
    const original = logger.logQuery.bind(logger);
    let sent: { query: string; parameters?: unknown[] } | undefined;
    logger.logQuery = (query, parameters, runner) => {
      if (/ORDER BY "?p"?\."?completeness/i.test(query) || /ORDER BY p\.completeness/i.test(query)) sent = { query, parameters: parameters as unknown[] | undefined };
      return original(query, parameters, runner);
    };
    await client.get('/api/profiles?sort=completeness&pageSize=24');
    logger.logQuery = original;
    expect(sent).toBeDefined();
    const plan = await app.container.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_sort = off');
      return manager.query<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN ${sent!.query}`, sent!.parameters);
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index (Only )?Scan using profile_explore_order/);
  });
});

describe('capped totals', () => {
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createAccount(app);
    await seedProfileCrowd(app, owner.id, 2 * PROFILE_TOTAL_CAP + 50);
  });

  it(`counts up to ${PROFILE_TOTAL_CAP} and says when there are more (REST and GraphQL)`, async () => {
    const rest = await client.get(`/api/profiles?filter.owner.id=${owner.id}&search=studio`);
    expect({ total: rest.body.total, totalIsCapped: rest.body.totalIsCapped }).toEqual({ total: PROFILE_TOTAL_CAP, totalIsCapped: true });

    const gql = await client.graphql(`{ profiles(filter: { ownerId: "${owner.id}" }, search: "studio", pageSize: 3) { total totalIsCapped profiles { displayName } } }`);
    expect(gql.data?.profiles).toMatchObject({ total: PROFILE_TOTAL_CAP, totalIsCapped: true });
    expect(gql.data?.profiles.profiles).toHaveLength(3);
    const exact = await client.graphql(`{ profiles(filter: { ownerId: "${owner.id}", type: [school] }, search: "Rossi Liam") { total totalIsCapped } }`);
    expect(exact.data?.profiles.totalIsCapped).toBe(false);
  });

  it('a text no name contains finds the names close to it (a typo), ranked or sorted alike', async () => {
    const typo = (extra = '') => client.get(`/api/profiles?filter.owner.id=${owner.id}&search=Lindberh&pageSize=100${extra}`);
    const ranked = await typo();
    expect(ranked.body.total).toBeGreaterThan(0);
    expect(ranked.body.profiles.every((p: { displayName: string }) => p.displayName.includes('Lindberg'))).toBe(true);
    const sorted = await typo('&sort=name');
    expect(sorted.body.total).toBe(ranked.body.total);
    expect(sorted.body.profiles.every((p: { displayName: string }) => p.displayName.includes('Lindberg'))).toBe(true);
    // A text some name contains takes only those: "Lindberg" itself, not every name close to it.
    const exact = await client.get(`/api/profiles?filter.owner.id=${owner.id}&search=Lindberg&sort=name&pageSize=100`);
    expect(exact.body.total).toBe(ranked.body.total);
  });

  it('a search ranked by closeness pages through at most the cap + 1 candidates, the closest first', async () => {
    const page = await client.get(`/api/profiles?filter.owner.id=${owner.id}&search=studio&pageSize=100&page=${PROFILE_TOTAL_CAP / 100 + 1}`);
    expect(page.body.profiles).toHaveLength(1); // the cap + 1 candidates
    expect((await client.get(`/api/profiles?filter.owner.id=${owner.id}&search=studio&pageSize=100&page=${PROFILE_TOTAL_CAP / 100 + 2}`)).body.profiles).toEqual([]);
    // Among fewer matches than the cap the ranking is exact: the whole name first.
    const best = await client.get(`/api/profiles?filter.owner.id=${owner.id}&search=${encodeURIComponent('Liam Rossi')}&pageSize=5`);
    expect(best.body.totalIsCapped).toBe(false);
    expect(best.body.profiles[0]).toMatchObject({ firstName: 'Liam', lastName: 'Rossi' });
  });
});
