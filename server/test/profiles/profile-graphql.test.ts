import { defaultDisplayName } from '@odance/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, uniqueName } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { uploadedUrl } from './fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.stop());

const PROFILE_FIELDS = `id type name firstName lastName displayName avatar { url } photo { url } backgroundImage { url } bio country danceStyles
  socialLinks { facebook instagram tiktok x website youtube } media { url kind } isMain canEdit owner { id }
  schools { id name } federations { id name } formations { id name } trainers { id name } partners { id name }
  achievements { id place eventName eventPlace category date isTop } createdAt updatedAt`;

describe('GraphQL profile operations', () => {
  it('create, read, update, list, search, switch main and delete: the same service as REST', async () => {
    const { client, account } = await signedInClient(app);
    const avatar = await uploadedUrl(client);
    const schoolName = uniqueName('Graph_School');
    const school = await client.graphql(`mutation($input: CreateProfileInput!) { createProfile(input: $input) { ${PROFILE_FIELDS} } }`, {
      input: { type: 'school', name: schoolName, country: 'ES', danceStyles: ['ballroom'] },
    });
    expect(school.errors).toBeUndefined();
    expect(school.data?.createProfile).toMatchObject({ type: 'school', name: schoolName, displayName: defaultDisplayName(schoolName), firstName: null, isMain: true, canEdit: true, owner: { id: account.id } });

    const created = await client.graphql(`mutation($input: CreateProfileInput!) { createProfile(input: $input) { ${PROFILE_FIELDS} } }`, {
      input: {
        type: 'dancer',
        firstName: 'Gala',
        lastName: 'Graphson',
        avatar: { url: avatar },
        danceStyles: ['tap', 'modern'],
        socialLinks: { youtube: 'https://www.youtube.com/@gala' },
        media: [{ url: avatar, kind: 'image' }],
        schools: [{ id: school.data?.createProfile.id }, { name: 'Night classes' }],
        achievements: [{ place: 3, eventName: 'Open', eventPlace: 'Lyon', category: 'Solo', date: '2022-03-04', isTop: true }],
      },
    });
    expect(created.errors).toBeUndefined();
    const dancer = created.data?.createProfile;
    expect(dancer).toMatchObject({
      displayName: 'Gala Graphson',
      name: null,
      isMain: false,
      avatar: { url: avatar },
      socialLinks: { youtube: 'https://www.youtube.com/@gala', facebook: null },
      schools: [{ id: school.data?.createProfile.id, name: defaultDisplayName(schoolName) }, { id: null, name: 'Night classes' }],
      achievements: [{ place: 3, eventName: 'Open', date: '2022-03-04', isTop: true }],
    });

    // the REST JSON of the same profile has the same content
    const rest = (await client.get(`/api/profile/dancer/${dancer.id}`)).body;
    expect(rest.achievements).toEqual(dancer.achievements);
    // The same owner's school: the link needs no answer (affiliation-requests.test.ts).
    expect(rest.schools).toEqual([{ id: school.data?.createProfile.id, name: defaultDisplayName(schoolName), status: 'accepted' }, { name: 'Night classes' }]);

    const updated = await client.graphql('mutation($id: ID!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { bio danceStyles schools { name } } }', {
      id: dancer.id,
      input: { bio: 'Tap and modern', schools: [] },
    });
    expect(updated.data?.updateProfile).toEqual({ bio: 'Tap and modern', danceStyles: ['tap', 'modern'], schools: [] });

    const anonymous = new HttpClient(app.url);
    const one = await anonymous.graphql('query($id: ID!) { profile(type: dancer, id: $id) { displayName canEdit } }', { id: dancer.id });
    expect(one.data?.profile).toEqual({ displayName: 'Gala Graphson', canEdit: false });
    const found = await anonymous.graphql('{ profiles(search: "graphs", pageSize: 25) { total profiles { displayName type avatar { url } } } }');
    expect(found.data?.profiles.profiles[0]).toEqual({ displayName: 'Gala Graphson', type: 'dancer', avatar: { url: avatar } });

    const mine = await client.graphql('{ myProfiles { total profiles { id isMain } } }');
    expect(mine.data?.myProfiles.total).toBe(2);
    await client.graphql('mutation($id: ID!) { setMainProfile(id: $id) { id } }', { id: dancer.id });
    expect((await client.graphql('{ me { mainProfile { id type } } }')).data?.me.mainProfile).toEqual({ id: dancer.id, type: 'dancer' });

    expect((await client.graphql('mutation($id: ID!) { deleteProfile(id: $id) { id } }', { id: dancer.id })).data?.deleteProfile).toEqual({ id: dancer.id });
    expect((await client.graphql('{ me { mainProfile { id } } }')).data?.me.mainProfile).toEqual({ id: school.data?.createProfile.id });
  });

  it('an unknown enum value is refused by GraphQL itself', async () => {
    const res = await new HttpClient(app.url).graphql('{ profiles(filter: { type: [wizard] }) { total } }');
    expect(res.errors?.[0].extensions.code).toBe('GRAPHQL_INVALID_OPERATION');
  });
});
