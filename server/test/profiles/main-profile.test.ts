import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, signedInClient } from '../support/factories.js';
import type { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { uploadedUrl } from './fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.stop());

const mainOf = async (client: HttpClient) => (await client.get('/api/profile/main')).body.id;
const mainCount = async (ownerId: string) =>
  Number((await app.container.dataSource.query('SELECT count(*) FROM profile WHERE owner_id = $1 AND is_main', [ownerId]))[0].count);

describe('the main profile', () => {
  it('is none before the first profile, then the first one; later ones are not main', async () => {
    const { client, account } = await signedInClient(app);
    const none = await client.get('/api/profile/main');
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('NOT_FOUND');
    expect((await client.get('/api/account/data')).body.mainProfile).toBeNull();

    const avatar = await uploadedUrl(client);
    const first = await createProfile(client, 'dancer', { avatar: { url: avatar } });
    const second = await createProfile(client, 'school');
    expect(first.isMain).toBe(true);
    expect(second.isMain).toBe(false);
    const main = await client.get('/api/profile/main');
    expect(main.status).toBe(200);
    expect(main.body).toMatchObject({ id: first.id, type: 'dancer', isMain: true });
    // the user JSON (REST and GraphQL) carries it for the header
    expect((await client.get('/api/account/data')).body.mainProfile).toEqual({ id: first.id, type: 'dancer', avatar: { url: avatar } });
    const me = await client.graphql('{ me { mainProfile { id type avatar { url } } } }');
    expect(me.data?.me.mainProfile).toEqual({ id: first.id, type: 'dancer', avatar: { url: avatar } });
    expect(await mainCount(account.id)).toBe(1);
  });

  it('can be switched by the owner, keeping exactly one', async () => {
    const { client, account } = await signedInClient(app);
    const first = await createProfile(client, 'dancer');
    const second = await createProfile(client, 'trainer');
    const res = await client.graphql('mutation($id: ID!) { setMainProfile(id: $id) { id isMain } }', { id: second.id });
    expect(res.data?.setMainProfile).toEqual({ id: second.id, isMain: true });
    expect(await mainOf(client)).toBe(second.id);
    expect((await client.get(`/api/profile/dancer/${first.id}`)).body.isMain).toBe(false);
    // setting the main one again changes nothing
    await client.graphql('mutation($id: ID!) { setMainProfile(id: $id) { id } }', { id: second.id });
    expect(await mainCount(account.id)).toBe(1);
  });

  it('deleting the main one promotes the oldest remaining; deleting the last leaves none', async () => {
    const { client, account } = await signedInClient(app);
    const a = await createProfile(client, 'dancer');
    const b = await createProfile(client, 'school');
    const c = await createProfile(client, 'partner');
    await client.graphql('mutation($id: ID!) { setMainProfile(id: $id) { id } }', { id: c.id });
    await client.delete(`/api/profile/partner/${c.id}`);
    expect(await mainOf(client)).toBe(a.id);
    await client.delete(`/api/profile/school/${b.id}`); // not main: main stays
    expect(await mainOf(client)).toBe(a.id);
    const gql = await client.graphql('mutation($id: ID!) { deleteProfile(id: $id) { id } }', { id: a.id });
    expect(gql.data?.deleteProfile).toEqual({ id: a.id });
    expect((await client.get('/api/profile/main')).status).toBe(404);
    expect(await mainCount(account.id)).toBe(0);
  });

  it('stays one per owner when profiles are created at the same time', async () => {
    const { client, account } = await signedInClient(app);
    const results = await Promise.all(Array.from({ length: 6 }, () => createProfile(client, 'dancer')));
    expect(results.filter((p) => p.isMain)).toHaveLength(1);
    expect(await mainCount(account.id)).toBe(1);
  });

  it('an admin switching someone’s main profile switches it for that owner', async () => {
    const { client } = await signedInClient(app);
    const { client: admin } = await signedInClient(app, { role: 'admin' });
    await createProfile(client, 'dancer');
    const second = await createProfile(client, 'dancer');
    await admin.graphql('mutation($id: ID!) { setMainProfile(id: $id) { id } }', { id: second.id });
    expect(await mainOf(client)).toBe(second.id);
    expect((await admin.get('/api/profile/main')).status).toBe(404);
  });

  it('gives account search results the main profile’s avatar', async () => {
    const { client, account } = await signedInClient(app, { firstName: 'Zebulon', lastName: 'Avatarson' });
    const avatar = await uploadedUrl(client);
    await createProfile(client, 'dancer', { avatar: { url: avatar } });
    const { client: searcher } = await signedInClient(app);
    const res = await searcher.get('/api/accounts/search?name=Avatarson');
    expect(res.body.accounts).toEqual([
      { id: account.id, firstName: 'Zebulon', lastName: 'Avatarson', avatar: { url: avatar }, mainProfileType: 'dancer', country: null, joinedAt: expect.any(String) },
    ]);
  });

  it('deleting an account deletes its profiles', async () => {
    const { client, account } = await signedInClient(app);
    const profile = await createProfile(client, 'dancer');
    expect((await client.delete('/api/account', { password: account.password })).status).toBe(204);
    expect((await client.get(`/api/profile/dancer/${profile.id}`)).status).toBe(404);
  });
});
