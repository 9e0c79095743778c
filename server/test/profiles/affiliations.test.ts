import { defaultDisplayName } from '@odance/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, signedInClient } from '../support/factories.js';
import type { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { validation } from './fixtures.js';

let app: TestApp;
let client: HttpClient;
let other: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  ({ client } = await signedInClient(app));
  ({ client: other } = await signedInClient(app));
});
afterAll(async () => app?.stop());

describe('affiliations', () => {
  it('link profiles of the list’s type (anyone’s) and keep free text, in the order given', async () => {
    const school = await createProfile(other, 'school');
    const trainer = await createProfile(other, 'trainer', { firstName: 'Tom', lastName: 'Coach' });
    const dancer = await createProfile(client, 'dancer', {
      schools: [{ name: 'Street School' }, { id: school.id, name: 'whatever the client sent' }],
      trainers: [{ id: trainer.id }],
    });
    // what people read; a link to an organisation is a request its owner answers (affiliation-requests.test.ts)
    expect(dancer.schools).toEqual([{ name: 'Street School' }, { id: school.id, name: school.displayName, status: 'pending' }]);
    expect(dancer.trainers).toEqual([{ id: trainer.id, name: 'Tom Coach' }]);
    expect(dancer.federations).toEqual([]);
  });

  it('refuse ids that do not exist, have another type, or are the profile itself', async () => {
    const school = await createProfile(other, 'school');
    const missing = '00000000-0000-4000-8000-000000000000';
    const failure = (field: string) => ({ status: 400, code: 'VALIDATION_FAILED', field, reason: 'invalid' });
    expect(validation(await client.post('/api/profile/dancer', { firstName: 'A', lastName: 'B', schools: [{ id: missing }] }))).toEqual(failure('schools.0.id'));
    expect(validation(await client.post('/api/profile/dancer', { firstName: 'A', lastName: 'B', federations: [{ name: 'ok' }, { id: school.id }] }))).toEqual(
      failure('federations.1.id'),
    );
    const formation = await createProfile(client, 'formation');
    expect(validation(await client.put(`/api/profile/formation/${formation.id}`, { formations: [{ id: formation.id }] }))).toEqual(failure('formations.0.id'));
  });

  it('follow a rename of the linked profile', async () => {
    const school = await createProfile(other, 'school');
    const dancer = await createProfile(client, 'dancer', { schools: [{ id: school.id }] });
    const renamed = `${school.name}_Renamed`;
    await other.put(`/api/profile/school/${school.id}`, { name: renamed });
    expect((await client.get(`/api/profile/dancer/${dancer.id}`)).body.schools).toEqual([{ id: school.id, name: defaultDisplayName(renamed), status: 'pending' }]);
    // A display name chosen later is what links show too.
    await other.put(`/api/profile/school/${school.id}`, { displayName: 'École Renommée' });
    expect((await client.get(`/api/profile/dancer/${dancer.id}`)).body.schools).toEqual([{ id: school.id, name: 'École Renommée', status: 'pending' }]);
  });

  it('a deleted linked profile leaves its name behind as free text', async () => {
    const school = await createProfile(other, 'school');
    const trainer = await createProfile(other, 'trainer', { firstName: 'Gone', lastName: 'Soon' });
    const dancer = await createProfile(client, 'dancer', { schools: [{ id: school.id }], trainers: [{ id: trainer.id }, { name: 'Another' }] });
    expect((await other.delete(`/api/profile/school/${school.id}`)).status).toBe(200);
    const gql = await other.graphql('mutation($id: ID!) { deleteProfile(id: $id) { id } }', { id: trainer.id });
    expect(gql.data?.deleteProfile.id).toBe(trainer.id);
    const after = (await client.get(`/api/profile/dancer/${dancer.id}`)).body;
    expect(after.schools).toEqual([{ name: school.displayName }]);
    expect(after.trainers).toEqual([{ name: 'Gone Soon' }, { name: 'Another' }]);
    // and the profile can still be saved as it is
    expect((await client.put(`/api/profile/dancer/${dancer.id}`, { bio: 'still fine' })).status).toBe(200);
  });
});
