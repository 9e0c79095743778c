import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, signedInClient, uniqueName } from '../support/factories.js';
import type { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { uploadedUrl, validation } from './fixtures.js';

let app: TestApp;
let client: HttpClient;
let imageUrl: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ client } = await signedInClient(app));
  imageUrl = await uploadedUrl(client);
});
afterAll(async () => app?.stop());

const dancer = (body: Record<string, unknown>) => client.post('/api/profile/dancer', { firstName: 'Mia', lastName: 'Rossi', ...body });
const school = (body: Record<string, unknown>) => client.post('/api/profile/school', { name: uniqueName(), ...body });
const failure = (field: string, reason: string) => ({ status: 400, code: 'VALIDATION_FAILED', field, reason });

describe('names per type', () => {
  it('people need a first name (1–32) and a last name (1–64)', async () => {
    expect(validation(await dancer({ firstName: '' }))).toEqual(failure('firstName', 'required'));
    expect(validation(await dancer({ firstName: undefined }))).toEqual(failure('firstName', 'required'));
    expect(validation(await dancer({ firstName: 'x'.repeat(33) }))).toEqual(failure('firstName', 'tooLong'));
    expect(validation(await dancer({ lastName: '   ' }))).toEqual(failure('lastName', 'required'));
    expect(validation(await dancer({ lastName: 'x'.repeat(65) }))).toEqual(failure('lastName', 'tooLong'));
    const ok = await client.post('/api/profile/trainer', { firstName: 'x'.repeat(32), lastName: 'y'.repeat(64), name: 'ignored' });
    expect(ok.status).toBe(201);
    expect(ok.body).not.toHaveProperty('name');
  });

  it('organisations need a name people read or a handle: 1–128, letters, digits, dots, underscores, hyphens, alphanumeric at both ends', async () => {
    // Neither: the display name is what is missing (the handle is derived from it: docs/product.md#profile-names).
    expect(validation(await school({ name: '' }))).toEqual(failure('displayName', 'required'));
    expect(validation(await school({ name: `A${'b'.repeat(128)}` }))).toEqual(failure('name', 'tooLong'));
    for (const bad of ['Dance Academy', '_Studio', 'Studio.', '-Studio', 'Studio!']) {
      expect(validation(await school({ name: bad })), bad).toEqual(failure('name', 'invalid'));
    }
    expect((await school({ name: uniqueName('Stu-dio') })).status).toBe(201);
    for (const good of [uniqueName('Studio.One'), `A${uniqueName()}`.slice(0, 128), uniqueName('Académie_de_Danse')]) {
      expect((await school({ name: good })).status, good).toBe(201);
    }
    const short = await client.post('/api/profile/partner', { name: `P${Date.now() % 10}` });
    expect(short.status).toBe(201);
    expect(short.body).not.toHaveProperty('firstName');
  });

  it('organisation names are unique among organisations, whatever the case', async () => {
    const name = uniqueName('Royal_Ballet');
    expect((await school({ name })).status).toBe(201);
    expect(validation(await client.post('/api/profile/federation', { name: name.toUpperCase() }))).toEqual(failure('name', 'alreadyExists'));
    const other = await createProfile(client, 'partner');
    expect(validation(await client.put(`/api/profile/partner/${other.id}`, { name: name.toLowerCase() }))).toEqual(failure('name', 'alreadyExists'));
    // keeping its own name is not a clash
    expect((await client.put(`/api/profile/partner/${other.id}`, { name: other.name })).status).toBe(200);
  });
});

describe('bio, country, styles', () => {
  it('bio is at most 2000 characters', async () => {
    expect(validation(await dancer({ bio: 'x'.repeat(2001) }))).toEqual(failure('bio', 'tooLong'));
    expect((await dancer({ bio: 'x'.repeat(2000) })).body.bio).toHaveLength(2000);
  });

  it('country is an ISO 3166-1 alpha-2 code from the real list', async () => {
    for (const bad of ['XX', 'EU', 'FRA', 'F', 12]) expect(validation(await dancer({ country: bad })), String(bad)).toEqual(failure('country', bad === 'FRA' ? 'tooLong' : 'invalid'));
    expect((await dancer({ country: 'pt' })).body.country).toBe('PT');
    expect((await dancer({ country: null })).body.country).toBeNull();
  });

  it('dance styles are the known ones only, each once', async () => {
    expect(validation(await dancer({ danceStyles: ['ballet', 'salsa'] }))).toEqual(failure('danceStyles.1', 'invalid'));
    expect(validation(await dancer({ danceStyles: 'ballet' }))).toEqual(failure('danceStyles', 'invalid'));
    expect((await dancer({ danceStyles: ['hipHop', 'ballet', 'hipHop'] })).body.danceStyles).toEqual(['hipHop', 'ballet']);
  });
});

describe('social links', () => {
  it('each network takes http(s) URLs on its own hosts; website any http(s) host', async () => {
    const good = {
      facebook: 'https://www.facebook.com/mia',
      instagram: 'https://instagram.com/mia',
      tiktok: 'https://www.tiktok.com/@mia',
      x: 'https://twitter.com/mia',
      youtube: 'https://youtu.be/abc',
      website: 'http://mia-dance.example.org/about',
    };
    const res = await dancer({ socialLinks: good });
    expect(res.status).toBe(201);
    expect(res.body.socialLinks).toEqual(good);
    const bad: Array<[string, string]> = [
      ['facebook', 'https://instagram.com/mia'],
      ['facebook', 'https://notfacebook.com/mia'],
      ['instagram', 'ftp://instagram.com/mia'],
      ['tiktok', 'tiktok.com/@mia'],
      ['x', 'https://x.co/mia'],
      ['youtube', 'javascript:alert(1)'],
      ['website', 'not a url'],
      ['website', 'mailto:mia@example.com'],
    ];
    for (const [network, url] of bad) {
      expect(validation(await dancer({ socialLinks: { [network]: url } })), `${network} ${url}`).toEqual(failure(`socialLinks.${network}`, 'invalid'));
    }
    expect(validation(await dancer({ socialLinks: { website: `https://example.com/${'a'.repeat(2048)}` } }))).toEqual(failure('socialLinks.website', 'tooLong'));
  });
});

describe('images and media', () => {
  it('avatar, photo and background must be our uploads', async () => {
    const res = await dancer({ avatar: { url: imageUrl }, photo: { url: imageUrl }, backgroundImage: null });
    expect(res.body).toMatchObject({ avatar: { url: imageUrl }, photo: { url: imageUrl }, backgroundImage: null });
    expect(validation(await dancer({ avatar: { url: 'https://evil.example.com/x.png' } }))).toEqual(failure('avatar.url', 'invalid'));
    expect(validation(await dancer({ photo: { url: '/media/../../etc/passwd' } }))).toEqual(failure('photo.url', 'invalid'));
    expect(validation(await dancer({ backgroundImage: 'https://x.example/a.png' }))).toEqual(failure('backgroundImage', 'invalid'));
  });

  it('media items: images from uploads, videos by http(s) link', async () => {
    const media = [
      { url: imageUrl, kind: 'image' },
      { url: 'https://www.youtube.com/watch?v=abc', kind: 'video' },
    ];
    expect((await dancer({ media })).body.media).toEqual(media);
    expect(validation(await dancer({ media: [...media, { url: 'https://x.example/a.png', kind: 'image' }] }))).toEqual(failure('media.2.url', 'invalid'));
    expect(validation(await dancer({ media: [{ url: imageUrl, kind: 'audio' }] }))).toEqual(failure('media.0.kind', 'invalid'));
  });
});

describe('achievements', () => {
  const achievement = (extra: Record<string, unknown> = {}) => ({ place: 1, eventName: 'World Cup', eventPlace: 'Paris', category: 'Solo', date: '2023-06-01', isTop: false, ...extra });

  it('place ≥ 1, event name required, a real past date YYYY-MM-DD', async () => {
    const ok = await dancer({ achievements: [achievement(), achievement({ eventPlace: '', category: null, isTop: true })] });
    expect(ok.status).toBe(201);
    expect(ok.body.achievements[1]).toMatchObject({ eventPlace: null, category: null, isTop: true, date: '2023-06-01', id: expect.any(String) });
    expect(validation(await dancer({ achievements: [achievement(), achievement(), achievement({ place: 0 })] }))).toEqual(failure('achievements.2.place', 'invalid'));
    expect(validation(await dancer({ achievements: [achievement({ place: 1.5 })] }))).toEqual(failure('achievements.0.place', 'invalid'));
    expect(validation(await dancer({ achievements: [achievement({ place: undefined })] }))).toEqual(failure('achievements.0.place', 'required'));
    expect(validation(await dancer({ achievements: [achievement({ eventName: '' })] }))).toEqual(failure('achievements.0.eventName', 'required'));
    expect(validation(await dancer({ achievements: [achievement({ eventName: 'x'.repeat(129) })] }))).toEqual(failure('achievements.0.eventName', 'tooLong'));
    for (const date of ['01/06/2023', '2023-02-30', '2023-6-1', '1899-12-31']) {
      expect(validation(await dancer({ achievements: [achievement({ date })] })), date).toEqual(failure('achievements.0.date', 'invalid'));
    }
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(validation(await dancer({ achievements: [achievement(), achievement({ date: nextWeek })] }))).toEqual(failure('achievements.1.date', 'invalid'));
    const today = new Date().toISOString().slice(0, 10);
    expect((await dancer({ achievements: [achievement({ date: today })] })).status).toBe(201);
  });

  it('at most five top achievements: the sixth is the failing field', async () => {
    const five = Array.from({ length: 5 }, () => achievement({ isTop: true }));
    expect((await dancer({ achievements: [...five, achievement()] })).status).toBe(201);
    expect(validation(await dancer({ achievements: [achievement(), ...five, achievement({ isTop: true })] }))).toEqual(failure('achievements.6.isTop', 'invalid'));
  });
});

describe('affiliations (shape)', () => {
  it('an item is a link by id or free text of 1–128 characters', async () => {
    expect(validation(await dancer({ schools: [{ name: 'Free School' }, { name: '' }] }))).toEqual(failure('schools.1.name', 'required'));
    expect(validation(await dancer({ trainers: [{ name: 'x'.repeat(129) }] }))).toEqual(failure('trainers.0.name', 'tooLong'));
    expect(validation(await dancer({ partners: [{ id: 'not-a-uuid' }] }))).toEqual(failure('partners.0.id', 'invalid'));
    expect(validation(await dancer({ federations: 'x' }))).toEqual(failure('federations', 'invalid'));
  });
});

describe('over GraphQL, the same rules and the same answers', () => {
  it('reports the dotted field in extensions', async () => {
    const res = await client.graphql(
      'mutation($input: CreateProfileInput!) { createProfile(input: $input) { id } }',
      { input: { type: 'dancer', firstName: 'Mia', lastName: 'Rossi', achievements: [{ place: 1, eventName: 'Cup', date: '2020-13-01' }] } },
    );
    expect(res.errors?.[0].extensions).toEqual({ code: 'VALIDATION_FAILED', status: 400, params: { field: 'achievements.0.date', reason: 'invalid' } });
    const links = await client.graphql('mutation($input: CreateProfileInput!) { createProfile(input: $input) { id } }', {
      input: { type: 'school', name: uniqueName(), socialLinks: { x: 'https://facebook.com/a' } },
    });
    expect(links.errors?.[0].extensions.params).toEqual({ field: 'socialLinks.x', reason: 'invalid' });
  });

  it('names the limit a text passed (params.max), for length rules and refinements alike', async () => {
    const create = (input: Record<string, unknown>) => client.graphql('mutation($input: CreateProfileInput!) { createProfile(input: $input) { id } }', { input });
    const bio = await create({ type: 'dancer', firstName: 'Mia', lastName: 'Rossi', bio: 'x'.repeat(2001) });
    expect(bio.errors?.[0].extensions.params).toEqual({ field: 'bio', reason: 'tooLong', max: 2000 });
    const first = await create({ type: 'dancer', firstName: 'x'.repeat(33), lastName: 'Rossi' });
    expect(first.errors?.[0].extensions.params).toEqual({ field: 'firstName', reason: 'tooLong', max: 32 });
  });
});
