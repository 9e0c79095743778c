import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, signedInClient } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let owner: HttpClient;
let other: HttpClient;
let admin: HttpClient;
let anonymous: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  [{ client: owner }, { client: other }, { client: admin }] = await Promise.all([
    signedInClient(app),
    signedInClient(app),
    signedInClient(app, { role: 'admin' }),
  ]);
  anonymous = new HttpClient(app.url);
});
afterAll(async () => app?.stop());

describe('who may change a profile', () => {
  it('the owner creates (201), reads, updates (200) and deletes (200 {id})', async () => {
    const created = await owner.post('/api/profile/dancer', { firstName: 'Noa', lastName: 'Berg', bio: 'Hi' });
    expect(created.status).toBe(201);
    const { id } = created.body;
    const updated = await owner.put(`/api/profile/dancer/${id}`, { bio: 'Updated' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, firstName: 'Noa', lastName: 'Berg', bio: 'Updated' });
    expect((await owner.get(`/api/profile/dancer/${id}`)).body.bio).toBe('Updated');
    const deleted = await owner.delete(`/api/profile/dancer/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id });
    expect((await owner.get(`/api/profile/dancer/${id}`)).status).toBe(404);
  });

  it('another user gets 403 FORBIDDEN, and nothing changes', async () => {
    const profile = await createProfile(owner, 'school', { bio: 'Original' });
    for (const res of [await other.put(`/api/profile/school/${profile.id}`, { bio: 'Hacked' }), await other.delete(`/api/profile/school/${profile.id}`)]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    const gql = await other.graphql('mutation($id: ID!) { setMainProfile(id: $id) { id } }', { id: profile.id });
    expect(gql.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await anonymous.get(`/api/profile/school/${profile.id}`)).body.bio).toBe('Original');
  });

  it('signed out: 401 AUTH_UNAUTHORIZED for every write; reads are public', async () => {
    const profile = await createProfile(owner, 'dancer');
    for (const res of [
      await anonymous.post('/api/profile/dancer', { firstName: 'A', lastName: 'B' }),
      await anonymous.put(`/api/profile/dancer/${profile.id}`, { bio: 'x' }),
      await anonymous.delete(`/api/profile/dancer/${profile.id}`),
      await anonymous.get('/api/profiles/own'),
      await anonymous.get('/api/profile/main'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('AUTH_UNAUTHORIZED');
    }
    expect((await anonymous.get(`/api/profile/dancer/${profile.id}`)).status).toBe(200);
    expect((await anonymous.get('/api/profiles')).status).toBe(200);
    const gql = await anonymous.graphql('mutation { createProfile(input: {type: dancer, firstName: "A", lastName: "B"}) { id } }');
    expect(gql.errors?.[0].extensions.code).toBe('AUTH_UNAUTHORIZED');
  });

  it('an admin may update and delete anyone’s profile; it stays the owner’s', async () => {
    const profile = await createProfile(owner, 'formation');
    const updated = await admin.put(`/api/profile/formation/${profile.id}`, { bio: 'Moderated' });
    expect(updated.status).toBe(200);
    expect(updated.body.owner).toEqual(profile.owner);
    const canEdit = await admin.graphql('query($id: ID!) { profile(type: formation, id: $id) { canEdit } }', { id: profile.id });
    expect(canEdit.data?.profile.canEdit).toBe(true);
    expect((await other.graphql('query($id: ID!) { profile(type: formation, id: $id) { canEdit } }', { id: profile.id })).data?.profile.canEdit).toBe(false);
    expect((await admin.delete(`/api/profile/formation/${profile.id}`)).status).toBe(200);
  });
});

describe('what does not exist is 404', () => {
  it('an unknown type, an unknown id, a malformed id, or an id under another type', async () => {
    const profile = await createProfile(owner, 'dancer');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await anonymous.get(`/api/profile/wizard/${profile.id}`),
      await anonymous.get('/api/profile/wizard'),
      await owner.post('/api/profile/wizard', { name: 'X' }),
      await anonymous.get(`/api/profile/dancer/${missing}`),
      await anonymous.get('/api/profile/dancer/42'),
      await anonymous.get(`/api/profile/trainer/${profile.id}`),
      await owner.put(`/api/profile/trainer/${profile.id}`, { bio: 'x' }),
      await owner.delete(`/api/profile/dancer/${missing}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', type: 'error' });
    }
    const gql = await anonymous.graphql('query($id: ID!) { profile(type: trainer, id: $id) { id } }', { id: profile.id });
    expect(gql.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('a type is fixed at creation: PUT ignores a type in the body', async () => {
    const profile = await createProfile(owner, 'dancer');
    const res = await owner.put(`/api/profile/dancer/${profile.id}`, { type: 'school', name: 'Nope' });
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('dancer');
    expect(res.body).not.toHaveProperty('name');
  });
});

describe('partial updates', () => {
  it('fields left out keep their value; null and [] clear', async () => {
    const profile = await createProfile(owner, 'dancer', {
      bio: 'Bio',
      country: 'FR',
      danceStyles: ['jazz'],
      schools: [{ name: 'Free' }],
      achievements: [{ place: 2, eventName: 'Cup', date: '2022-01-02' }],
    });
    const res = await owner.put(`/api/profile/dancer/${profile.id}`, { country: null, danceStyles: [] });
    expect(res.body).toMatchObject({ bio: 'Bio', country: null, danceStyles: [], schools: [{ name: 'Free' }] });
    expect(res.body.achievements).toEqual(profile.achievements);
    const edited = await owner.put(`/api/profile/dancer/${profile.id}`, {
      achievements: [{ ...profile.achievements[0], place: 1 }, { place: 3, eventName: 'New', date: '2021-01-01' }],
    });
    expect(edited.body.achievements[0]).toEqual({ ...profile.achievements[0], place: 1 });
    expect(edited.body.achievements[1].id).not.toBe(profile.achievements[0].id);
    expect(new Date(edited.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(profile.updatedAt).getTime());
  });
});
