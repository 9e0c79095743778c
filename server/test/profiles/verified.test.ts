import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, person, signedInClient } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Verified organisations (PRODUCT.md §15): an admin's mark, a field every reader of a profile sees.
let app: TestApp;
let admin: HttpClient;
let owner: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  ({ client: admin } = await signedInClient(app, { role: 'admin' }));
  ({ client: owner } = await signedInClient(app));
});
afterAll(async () => app?.stop());

const SET = 'mutation($type: ProfileType!, $id: ID!, $verified: Boolean!) { setProfileVerified(type: $type, id: $id, verified: $verified) { id verified } }';
const READ = 'query($type: ProfileType!, $id: ID!) { profile(type: $type, id: $id) { verified } }';

describe('verified organisations', () => {
  it('a new federation is not verified; an admin verifies it and takes it back; REST, GraphQL and search show it', async () => {
    const federation = await createProfile(owner, 'federation');
    expect(federation.verified).toBe(false);
    const res = await admin.graphql(SET, { type: 'federation', id: federation.id, verified: true });
    expect(res.errors).toBeUndefined();
    expect(res.data?.setProfileVerified).toEqual({ id: federation.id, verified: true });
    expect((await owner.get(`/api/profile/federation/${federation.id}`)).body.verified).toBe(true);
    expect((await owner.graphql(READ, { type: 'federation', id: federation.id })).data?.profile.verified).toBe(true);
    const suggested = await owner.graphql('query($s: String!) { suggestProfiles(search: $s) { id verified } }', { s: federation.name });
    expect(suggested.data?.suggestProfiles).toContainEqual({ id: federation.id, verified: true });
    const listed = await owner.get(`/api/profiles?search=${encodeURIComponent(federation.name)}`);
    expect(listed.body.profiles.find((p: { id: string }) => p.id === federation.id)?.verified).toBe(true);

    const undo = await admin.graphql(SET, { type: 'federation', id: federation.id, verified: false });
    expect(undo.data?.setProfileVerified.verified).toBe(false);
    expect((await owner.get(`/api/profile/federation/${federation.id}`)).body.verified).toBe(false);
  });

  it('is the admins’ only: the owner and other members are FORBIDDEN, signed out AUTH_UNAUTHORIZED; nothing changes', async () => {
    const school = await createProfile(owner, 'school');
    const stranger = await person(app);
    for (const client of [owner, stranger.client]) {
      const res = await client.graphql(SET, { type: 'school', id: school.id, verified: true });
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const anonymous = new HttpClient(app.url);
    expect((await anonymous.graphql(SET, { type: 'school', id: school.id, verified: true })).errors?.[0].extensions?.code).toBe('AUTH_UNAUTHORIZED');
    expect((await owner.get(`/api/profile/school/${school.id}`)).body.verified).toBe(false);
  });

  it('refuses people (VALIDATION_FAILED on type), another type’s id and unknown ids (NOT_FOUND)', async () => {
    const dancer = await createProfile(owner, 'dancer');
    const refused = await admin.graphql(SET, { type: 'dancer', id: dancer.id, verified: true });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'type', reason: 'invalid' } });
    expect((await owner.get(`/api/profile/dancer/${dancer.id}`)).body.verified).toBe(false);
    const partner = await createProfile(owner, 'partner');
    expect((await admin.graphql(SET, { type: 'school', id: partner.id, verified: true })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await admin.graphql(SET, { type: 'school', id: '00000000-0000-4000-8000-000000000000', verified: true })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('every organisation type can be verified', async () => {
    for (const type of ['school', 'federation', 'formation', 'partner']) {
      const profile = await createProfile(owner, type);
      expect((await admin.graphql(SET, { type, id: profile.id, verified: true })).data?.setProfileVerified.verified, type).toBe(true);
    }
  });

  it('an owner who renames the organisation loses the mark; other edits and an admin’s rename keep it', async () => {
    const school = await createProfile(owner, 'school');
    await admin.graphql(SET, { type: 'school', id: school.id, verified: true });
    expect((await owner.put(`/api/profile/school/${school.id}`, { bio: 'We teach salsa.' })).body.verified).toBe(true);
    expect((await admin.put(`/api/profile/school/${school.id}`, { displayName: 'Escuela de Baile' })).body.verified).toBe(true);
    const renamed = await owner.put(`/api/profile/school/${school.id}`, { displayName: 'Escuela Oficial' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.verified).toBe(false);
  });
});
