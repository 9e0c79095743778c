import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, type Person } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 17 item 1: "nunez", "zoe", "maria" find "Zoë Núñez" and "María" in every search, whatever the case.
let app: TestApp;
let zoe: Person;
let viewer: Person;
beforeAll(async () => {
  app = await startTestApp();
  zoe = await person(app, { firstName: 'Zoë', lastName: 'Núñez' });
  await person(app, { firstName: 'María', lastName: 'Ødegård' });
  viewer = await person(app);
  expect((await zoe.client.post('/api/profile/dancer', { firstName: 'Zoë', lastName: 'Núñez' })).status).toBe(201);
  expect((await zoe.client.post('/api/profile/school', { name: 'Escuela_de_Baile_Señora' })).status).toBe(201);
});
afterAll(async () => {
  await app?.stop();
});

describe('accent- and case-insensitive search', () => {
  it.each(['nunez', 'zoe', 'NUNEZ', 'Zoë Núñez', 'zoe nunez'])('the listing finds the profile for %j', async (text) => {
    const res = await new HttpClient(app.url).get(`/api/profiles?search=${encodeURIComponent(text)}`);
    expect(res.body.profiles.map((p: { firstName?: string }) => p.firstName)).toContain('Zoë');
  });

  it.each(['nun', 'zoe', 'senora', 'escuela de baile sen'])('the typeahead suggests for %j', async (text) => {
    const res = await new HttpClient(app.url).graphql('query($s: String!) { suggestProfiles(search: $s) { id type } }', { s: text });
    expect(res.errors).toBeUndefined();
    expect(res.data!.suggestProfiles.length, text).toBeGreaterThan(0);
  });

  it('a typo without accents still finds the name (trigram tier)', async () => {
    const res = await new HttpClient(app.url).graphql('query($s: String!) { suggestProfiles(search: $s) { type } }', { s: 'nunnez' });
    expect(res.data!.suggestProfiles.map((p: { type: string }) => p.type)).toContain('dancer');
  });

  it.each([['nunez', 'Núñez'], ['maria', 'Ødegård'], ['odegard', 'Ødegård'], ['ZOE', 'Núñez']])('the account pickers find %j', async (text, lastName) => {
    const res = await viewer.client.graphql('query($n: String!) { searchAccounts(name: $n) { lastName } }', { n: text });
    expect(res.data!.searchAccounts.map((a: { lastName: string }) => a.lastName)).toContain(lastName);
  });
});
