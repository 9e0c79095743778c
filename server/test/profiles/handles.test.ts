import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { handleFromName } from '@odance/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, type Person } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Organisations do not invent a handle (docs/product.md#profile-names): it is derived from the display name,
// unique by -2, -3…, never reserved; the page answers at /@handle beside its id address, with the same head.

const SHELL = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>oDance</title></head><body><div id="root"></div></body></html>';
const APP_URL = 'https://odance.example';

let app: TestApp;
let owner: Person;
beforeAll(async () => {
  const clientDist = mkdtempSync(path.join(os.tmpdir(), 'odance-handles-'));
  writeFileSync(path.join(clientDist, 'index.html'), SHELL);
  mkdirSync(path.join(clientDist, '.vite'));
  writeFileSync(path.join(clientDist, '.vite', 'manifest.json'), '{}');
  app = await startTestApp({ CLIENT_DIST: clientDist, APP_URL });
  owner = await person(app);
});
afterAll(() => app?.stop());

const CREATE = 'mutation ($input: CreateProfileInput!) { createProfile(input: $input) { id name displayName } }';
const UPDATE = 'mutation ($id: ID!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { id name displayName } }';
const BY_HANDLE = 'query ($handle: String!) { profileByHandle(handle: $handle) { id type name displayName } }';

const create = (by: Person, input: Record<string, unknown>) => by.client.graphql(CREATE, { input: { type: 'school', ...input } });

describe('handleFromName', () => {
  it('folds accents, lowers case, joins words with hyphens, keeps other scripts, never answers empty', () => {
    expect(handleFromName('Escuela de Baile Sevilla')).toBe('escuela-de-baile-sevilla');
    expect(handleFromName('  Académie de Danse — Élan!  ')).toBe('academie-de-danse-elan');
    expect(handleFromName('Straße & Ørsted Tanzschule')).toBe('strasse-orsted-tanzschule');
    expect(handleFromName('Núñez_Dance.Studio')).toBe('nunez-dance-studio');
    expect(handleFromName('Балет Йошкар-Ола')).toBe('балет-йошкар-ола');
    expect(handleFromName('ダンス スタジオ')).toBe('ダンス-スタジオ');
    expect(handleFromName('नृत्य अकादमी')).toBe('नृत्य-अकादमी');
    expect(handleFromName('💃🕺')).toBe('organisation');
    expect(Array.from(handleFromName('a'.repeat(200))).length).toBeLessThanOrEqual(120);
  });
});

describe('creating an organisation without a handle', () => {
  it('"Escuela de Baile Sevilla" is accepted, its handle derived, then -2 and -3 for the next ones', async () => {
    const tag = `Sevilla ${Date.now().toString(36)}`;
    const first = await create(owner, { displayName: `Escuela de Baile ${tag}` });
    expect(first.errors).toBeUndefined();
    const base = `escuela-de-baile-${handleFromName(tag)}`;
    expect(first.data!.createProfile).toMatchObject({ name: base, displayName: `Escuela de Baile ${tag}` });
    const second = await create(await person(app), { displayName: `ESCUELA DE BAILE ${tag}`, type: 'federation' });
    expect(second.data!.createProfile.name).toBe(`${base}-2`);
    const third = await create(await person(app), { displayName: `Escuela  de  Baile ${tag}!` });
    expect(third.data!.createProfile.name).toBe(`${base}-3`);
  });

  it('several at once with the same name all succeed, each with its own handle', async () => {
    const name = `Salsa Club ${Date.now().toString(36)}`;
    const owners = await Promise.all(Array.from({ length: 5 }, () => person(app)));
    const results = await Promise.all(owners.map((by) => create(by, { displayName: name })));
    for (const result of results) expect(result.errors).toBeUndefined();
    const handles = results.map((result) => result.data!.createProfile.name).sort();
    const base = handleFromName(name);
    expect(handles).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`, `${base}-5`]);
  });

  it('never derives a reserved word, and refuses one chosen; a name or a display name is required', async () => {
    const derived = await create(owner, { displayName: 'Admin' });
    expect(derived.errors).toBeUndefined();
    expect(derived.data!.createProfile.name).toMatch(/^admin-\d+$/);
    const chosen = await create(owner, { name: 'Official', displayName: 'The Official Federation' });
    expect(chosen.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'name', reason: 'invalid' } });
    const neither = await create(owner, { bio: 'No name at all' });
    expect(neither.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'displayName', reason: 'required' } });
    const invalid = await create(owner, { name: 'two words', displayName: 'Two Words' });
    expect(invalid.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'name', reason: 'invalid' } });
  });

  it('keeps a handle on updates that leave it out or blank; a chosen one may be changed later', async () => {
    const created = (await create(owner, { displayName: `Tango Norte ${Date.now().toString(36)}` })).data!.createProfile;
    const renamed = await owner.client.graphql(UPDATE, { id: created.id, input: { displayName: 'Tango Norte Renamed' } });
    expect(renamed.data!.updateProfile).toMatchObject({ name: created.name, displayName: 'Tango Norte Renamed' });
    const blank = await owner.client.graphql(UPDATE, { id: created.id, input: { name: '  ', displayName: 'Tango Norte Renamed' } });
    expect(blank.data!.updateProfile.name).toBe(created.name);
    const chosen = await owner.client.graphql(UPDATE, { id: created.id, input: { name: `${created.name}-bcn` } });
    expect(chosen.data!.updateProfile.name).toBe(`${created.name}-bcn`);
    const reserved = await owner.client.graphql(UPDATE, { id: created.id, input: { name: 'ADMIN' } });
    expect(reserved.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'name', reason: 'invalid' } });
  });

  it('an existing handle keeps working, a reserved one from before included', async () => {
    const [{ id }]: [{ id: string }] = await app.container.dataSource.query(
      `INSERT INTO profile (type, owner_id, name, display_name, search_name) VALUES ('partner', $1, 'Support', 'Support Partner', 'Support Partner') RETURNING id`,
      [owner.id],
    );
    const edit = await owner.client.graphql(UPDATE, { id, input: { bio: 'Still here.' } });
    expect(edit.errors).toBeUndefined();
    expect(edit.data!.updateProfile.name).toBe('Support');
    expect((await owner.client.graphql(BY_HANDLE, { handle: 'support' })).data!.profileByHandle.id).toBe(id);
  });
});

describe('the /@handle address', () => {
  it('profileByHandle finds an organisation by its handle in any case, with or without the @; anything else is NOT_FOUND', async () => {
    const created = (await create(owner, { name: `Vienna_Dance_${Date.now().toString(36)}`, displayName: 'Vienna Dance' })).data!.createProfile;
    const visitor = new HttpClient(app.url);
    for (const handle of [created.name, created.name.toUpperCase(), `@${created.name.toLowerCase()}`]) {
      expect((await visitor.graphql(BY_HANDLE, { handle })).data!.profileByHandle).toMatchObject({ id: created.id, type: 'school' });
    }
    for (const handle of ['no-such-handle-anywhere', '', 'two words', 'x'.repeat(300)]) {
      expect((await visitor.graphql(BY_HANDLE, { handle })).errors?.[0].extensions.code).toBe('NOT_FOUND');
    }
  });

  it('GET /@handle is the profile page with the id address as canonical; an unknown one is 404', async () => {
    const created = (await create(owner, { displayName: `Escuela Nueva ${Date.now().toString(36)}` })).data!.createProfile;
    const visitor = new HttpClient(app.url);
    const page = await visitor.get(`/@${encodeURIComponent(created.name)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain(`<link rel="canonical" href="${APP_URL}/profile/school/${created.id}"`);
    expect(page.text).toContain(`<title>${created.displayName} · Dance school · oDance</title>`);
    expect((await visitor.get(`/@${created.name.toUpperCase()}`)).status).toBe(200);
    const byId = await visitor.get(`/profile/school/${created.id}`);
    expect(byId.text).toContain(`<link rel="canonical" href="${APP_URL}/profile/school/${created.id}"`);
    const missing = await visitor.get('/@no-such-handle-anywhere');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('noindex');
    expect((await visitor.get('/@%E0%A4')).status).toBe(404);
  });
});
