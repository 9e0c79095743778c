import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultDisplayName, displayNameRule } from '@odance/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, signedInClient, uniqueName } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { validation } from './fixtures.js';

// PRODUCT.md §9: organisations keep `name` as their handle and show `displayName`.
let app: TestApp;
let client: HttpClient;
beforeAll(async () => {
  // A stand-in for the built index.html (the public page's head is written into it), so the client need not be built.
  const clientDist = mkdtempSync(path.join(os.tmpdir(), 'odance-shell-'));
  writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><html lang="en"><head><title>oDance</title></head><body><div id="root"></div></body></html>');
  app = await startTestApp({ CLIENT_DIST: clientDist });
  ({ client } = await signedInClient(app));
});
afterAll(async () => app?.stop());

describe('the display name rule (packages/contract)', () => {
  it('takes 1–128 printable characters, spaces and accents; blank is none', () => {
    expect(displayNameRule.parse('  Académie de Danse — Paris  ')).toBe('Académie de Danse — Paris');
    expect(displayNameRule.parse('   ')).toBeNull();
    expect(displayNameRule.parse(undefined)).toBeNull();
    expect(displayNameRule.safeParse('x'.repeat(129)).error?.issues[0]?.message).toBe('tooLong');
    expect(displayNameRule.safeParse('x'.repeat(128)).success).toBe(true);
  });

  it('refuses invisible format characters and line breaks, as every text people type', () => {
    expect(displayNameRule.safeParse('li\u202eve').error?.issues[0]?.message).toBe('invalid');
    expect(displayNameRule.safeParse('Zo\u200be').error?.issues[0]?.message).toBe('invalid');
    expect(displayNameRule.safeParse('two\nlines').error?.issues[0]?.message).toBe('invalid');
    expect(displayNameRule.safeParse('Crew 👩\u200d💻').success).toBe(true);
  });

  it('defaults to the name with _ and . read as spaces', () => {
    expect(defaultDisplayName('Académie_de_Danse')).toBe('Académie de Danse');
    expect(defaultDisplayName('dance.studio__berlin')).toBe('dance studio berlin');
  });
});

describe('organisation display names over REST and GraphQL', () => {
  it('defaults when left out, is stored when given, and people show first and last name', async () => {
    const name = uniqueName('Ballet_du.Nord');
    const school = await createProfile(client, 'school', { name });
    expect(school).toMatchObject({ name, displayName: defaultDisplayName(name) });
    const chosen = await createProfile(client, 'partner', { displayName: '  Théâtre  du Nord  ' });
    expect(chosen.displayName).toBe('Théâtre  du Nord');
    const dancer = await createProfile(client, 'dancer', { firstName: 'Zoë', lastName: 'Núñez', displayName: 'ignored' });
    expect(dancer.displayName).toBe('Zoë Núñez');
  });

  it('refuses a bad display name as VALIDATION_FAILED on displayName', async () => {
    expect(validation(await client.post('/api/profile/school', { name: uniqueName(), displayName: 'x'.repeat(129) }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'displayName',
      reason: 'tooLong',
    });
    expect(validation(await client.post('/api/profile/school', { name: uniqueName(), displayName: 'li\u202eve' }))).toMatchObject({ field: 'displayName', reason: 'invalid' });
    expect(validation(await client.post('/api/profile/school', { name: uniqueName(), displayName: 42 }))).toMatchObject({ field: 'displayName', reason: 'invalid' });
  });

  it('GraphQL creates and updates it; a default one follows a rename, a chosen one stays', async () => {
    const name = uniqueName('Graph_Crew');
    const created = await client.graphql('mutation($input: CreateProfileInput!) { createProfile(input: $input) { id name displayName } }', {
      input: { type: 'formation', name },
    });
    const id = created.data?.createProfile.id;
    expect(created.data?.createProfile.displayName).toBe(defaultDisplayName(name));

    const update = (input: Record<string, unknown>) =>
      client.graphql('mutation($id: ID!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { name displayName } }', { id, input });
    const renamed = `${name}_Two`;
    expect((await update({ name: renamed })).data?.updateProfile).toEqual({ name: renamed, displayName: defaultDisplayName(renamed) });
    expect((await update({ displayName: 'Crew Deux' })).data?.updateProfile).toEqual({ name: renamed, displayName: 'Crew Deux' });
    expect((await update({ name: `${renamed}_3` })).data?.updateProfile.displayName).toBe('Crew Deux');
    expect((await update({ bio: 'About us' })).data?.updateProfile.displayName).toBe('Crew Deux');
    // null (or blank) goes back to the default
    expect((await update({ displayName: null })).data?.updateProfile.displayName).toBe(defaultDisplayName(`${renamed}_3`));
  });

  it('search finds an organisation by its display name and by its handle, in the listing and the typeahead', async () => {
    const handle = uniqueName('zzq_handle');
    const school = await createProfile(client, 'school', { name: handle, displayName: 'Ópera Xylofónica Vienna' });
    const listing = await client.get(`/api/profiles?search=${encodeURIComponent('opera xylofonica')}`);
    expect(listing.body.profiles.map((p: { id: string }) => p.id)).toEqual([school.id]);
    expect((await client.get(`/api/profiles?search=${encodeURIComponent(handle)}`)).body.profiles.map((p: { id: string }) => p.id)).toContain(school.id);

    const suggest = (search: string) => client.graphql('query($s: String!) { suggestProfiles(search: $s) { id displayName } }', { s: search });
    expect((await suggest('Opera Xylo')).data?.suggestProfiles).toEqual([{ id: school.id, displayName: 'Ópera Xylofónica Vienna' }]);
    expect((await suggest('xylofon')).data?.suggestProfiles).toEqual([{ id: school.id, displayName: 'Ópera Xylofónica Vienna' }]);
    const gql = await client.graphql('{ profiles(search: "xylofonica") { total profiles { displayName } } }');
    expect(gql.data?.profiles).toEqual({ total: 1, profiles: [{ displayName: 'Ópera Xylofónica Vienna' }] });
  });

  it("the public page's server-written head names the display name, with the handle as alternateName", async () => {
    const name = uniqueName('Head_Org');
    const school = await createProfile(client, 'school', { name, displayName: 'Escuela Cabeza' });
    const page = await new HttpClient(app.url).get(`/profile/school/${school.id}`);
    expect(page.text).toContain('<title>Escuela Cabeza');
    expect(page.text).toContain(`"alternateName":"${name}"`);
  });
});
