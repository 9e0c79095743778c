import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, signedInClient } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let anonymous: HttpClient;
let mine: HttpClient;
let ownerId: string;
beforeAll(async () => {
  app = await startTestApp();
  anonymous = new HttpClient(app.url);
  const alice = await signedInClient(app);
  const bob = await signedInClient(app);
  mine = alice.client;
  ownerId = alice.account.id;
  // 12 profiles: alice owns the dancers, bob the rest.
  for (let i = 0; i < 6; i++) await createProfile(mine, 'dancer', { country: i % 2 ? 'FR' : 'DE', danceStyles: i < 3 ? ['ballet'] : ['jazz', 'tap'] });
  for (let i = 0; i < 3; i++) await createProfile(bob.client, 'school', { country: 'FR', danceStyles: ['hipHop'] });
  for (let i = 0; i < 3; i++) await createProfile(bob.client, 'partner', { country: 'IT' });
});
afterAll(async () => app?.stop());

const ids = (res: { body: Record<string, any> }) => res.body.profiles.map((p: { id: string }) => p.id);
const invalid = (param: string, reason = 'unknown') => ({ status: 400, code: 'QUERY_INVALID_PARAM', param, reason });
const failure = (res: { status: number; body: Record<string, any> }) => ({ status: res.status, code: res.body.code, param: res.body.params?.param, reason: res.body.params?.reason });

describe('list endpoints', () => {
  it('GET /profiles pages everything: {profiles, total, page, pageSize}', async () => {
    const first = await anonymous.get('/api/profiles?pageSize=5');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(first.body.profiles).toHaveLength(5);
    const third = await anonymous.get('/api/profiles?pageSize=5&page=3');
    expect(third.body).toMatchObject({ total: 12, page: 3, pageSize: 5 });
    expect(third.body.profiles).toHaveLength(2);
    const beyond = await anonymous.get('/api/profiles?pageSize=5&page=4');
    expect(beyond.body).toMatchObject({ total: 12, profiles: [] });
    // pages neither repeat nor skip
    const all = [...ids(first), ...ids(await anonymous.get('/api/profiles?pageSize=5&page=2')), ...ids(third)];
    expect(new Set(all).size).toBe(12);
    // newest first by default
    expect(ids(await anonymous.get('/api/profiles?pageSize=12'))).toEqual(ids(await anonymous.get('/api/profiles?pageSize=12&sort=createdAt&sortOrder=desc')));
    expect(first.body.profiles[0]).toHaveProperty('achievements');
  });

  it('GET /profile/{type} lists one type; GET /profiles/own the viewer’s', async () => {
    const schools = await anonymous.get('/api/profile/school');
    expect(schools.body.total).toBe(3);
    expect(schools.body.profiles.every((p: { type: string }) => p.type === 'school')).toBe(true);
    const own = await mine.get('/api/profiles/own?pageSize=100');
    expect(own.body.total).toBe(6);
    expect(own.body.profiles.every((p: { owner: { id: string } }) => p.owner.id === ownerId)).toBe(true);
    expect((await mine.get('/api/profiles/own?filter.type=school')).body.total).toBe(0);
  });

  it('filters: type, country and danceStyles take comma lists and match any of them; owner.id', async () => {
    expect((await anonymous.get('/api/profiles?filter.type=school,partner')).body.total).toBe(6);
    expect((await anonymous.get('/api/profiles?filter.country=FR')).body.total).toBe(6);
    expect((await anonymous.get('/api/profiles?filter.country=fr,it')).body.total).toBe(9);
    expect((await anonymous.get('/api/profiles?filter.danceStyles=ballet')).body.total).toBe(3);
    expect((await anonymous.get('/api/profiles?filter.danceStyles=ballet,tap')).body.total).toBe(6);
    expect((await anonymous.get('/api/profiles?filter.danceStyles=ballet,hipHop&filter.country=FR')).body.total).toBe(4);
    expect((await anonymous.get(`/api/profiles?filter.owner.id=${ownerId}`)).body.total).toBe(6);
    expect((await anonymous.get('/api/profiles?filter.type=')).body.total).toBe(12); // empty values are skipped
  });

  it('sorts by a whitelisted field in either order', async () => {
    const asc = (await anonymous.get('/api/profiles?sort=country&sortOrder=asc&pageSize=100')).body.profiles.map((p: { country: string }) => p.country);
    expect(asc).toEqual([...asc].sort());
    const desc = (await anonymous.get('/api/profiles?sort=name&sortOrder=desc&filter.type=school')).body.profiles.map((p: { name: string }) => p.name.toLowerCase());
    expect(desc).toEqual([...desc].sort().reverse());
  });
});

describe('the query format is whitelisted', () => {
  it('an unknown sort, filter or parameter is 400 QUERY_INVALID_PARAM naming it', async () => {
    expect(failure(await anonymous.get('/api/profiles?sort=password'))).toEqual(invalid('sort', 'invalid'));
    expect(failure(await anonymous.get('/api/profiles?sortOrder=sideways'))).toEqual(invalid('sortOrder', 'invalid'));
    expect(failure(await anonymous.get('/api/profiles?filter.ownerEmail=a@b.c'))).toEqual(invalid('filter.ownerEmail'));
    expect(failure(await anonymous.get('/api/profiles?filter[type]=dancer'))).toEqual(invalid('filter[type]'));
    expect(failure(await anonymous.get('/api/profiles?limit=5'))).toEqual(invalid('limit'));
    // A name every object inherits is still an unknown parameter, not a filter.
    expect(failure(await anonymous.get('/api/profiles?toString=x'))).toEqual(invalid('toString'));
    expect(failure(await anonymous.get('/api/profiles?constructor=x'))).toEqual(invalid('constructor'));
    expect(failure(await anonymous.get('/api/profiles?filter.type=dancer,wizard'))).toEqual(invalid('filter.type', 'invalid'));
    expect(failure(await anonymous.get('/api/profiles?filter.country=ZZ'))).toEqual(invalid('filter.country', 'invalid'));
    expect(failure(await anonymous.get('/api/profiles?filter.danceStyles=salsa'))).toEqual(invalid('filter.danceStyles', 'invalid'));
    expect(failure(await anonymous.get('/api/profiles?filter.owner.id=me'))).toEqual(invalid('filter.owner.id', 'invalid'));
    expect(failure(await anonymous.get('/api/profiles?page=2&page=3'))).toEqual(invalid('page', 'invalid'));
    expect(failure(await anonymous.get('/api/profile/dancer?page=0'))).toEqual(invalid('page', 'invalid'));
  });

  it('pageSize is at most 100', async () => {
    const res = await anonymous.get('/api/profiles?pageSize=101');
    expect(failure(res)).toEqual(invalid('pageSize', 'invalid'));
    expect(res.body.params.max).toBe(100);
    expect((await anonymous.get('/api/profiles?pageSize=100')).status).toBe(200);
    expect(failure(await anonymous.get('/api/profiles?pageSize=ten'))).toEqual(invalid('pageSize', 'invalid'));
  });

  it('GraphQL takes the same list arguments through the same rules', async () => {
    const query = 'query($filter: ProfileFilter, $pageSize: Int) { profiles(filter: $filter, pageSize: $pageSize, sort: type, sortOrder: asc) { total page pageSize profiles { type } } }';
    const ok = await anonymous.graphql(query, { filter: { type: ['school', 'partner'], country: ['fr'] }, pageSize: 2 });
    expect(ok.data?.profiles).toEqual({ total: 3, page: 1, pageSize: 2, profiles: [{ type: 'school' }, { type: 'school' }] });
    const big = await anonymous.graphql(query, { pageSize: 500 });
    // GraphQL arguments are fields, not URL query parameters: VALIDATION_FAILED, as every GraphQL list's paging
    // (docs/api.md "Paging and sorting"; issue 38).
    expect(big.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, params: { field: 'pageSize', reason: 'tooLong', max: 100 } });
    const none = await anonymous.graphql(query, { pageSize: 0 });
    expect(none.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'pageSize', reason: 'tooShort', min: 1 } });
    const payments = await mine.graphql('{ myPayments(pageSize: 500) { total } }');
    expect(payments.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'pageSize', reason: 'tooLong', max: 100 } });
    const own = await mine.graphql('{ myProfiles(pageSize: 100) { total } }');
    expect(own.data?.myProfiles.total).toBe(6);
    expect((await anonymous.graphql('{ myProfiles { total } }')).errors?.[0].extensions.code).toBe('AUTH_UNAUTHORIZED');
  });
});
