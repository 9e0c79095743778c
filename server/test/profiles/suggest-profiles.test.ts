import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, seedProfileCrowd } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let client: HttpClient;
const GENERATED = 3000;
beforeAll(async () => {
  app = await startTestApp();
  client = new HttpClient(app.url);
  const owner = await createAccount(app);
  await seedProfileCrowd(app, owner.id, GENERATED);
  await app.container.dataSource.query(
    `INSERT INTO profile (type, owner_id, first_name, last_name, name, search_name) VALUES
       ('dancer', $1, 'Zora', 'Velikova', NULL, 'Zora Velikova'),
       ('dancer', $1, 'Velik', 'Amari', NULL, 'Velik Amari'),
       ('dancer', $1, 'Velikan', 'Brun', NULL, 'Velikan Brun'),
       ('school', $1, NULL, NULL, 'Velik', 'Velik'),
       ('school', $1, NULL, NULL, 'Grand_Velika_Hall', 'Grand_Velika_Hall'),
       ('formation', $1, NULL, NULL, 'The_Big_Velikoe', 'The_Big_Velikoe'),
       ('dancer', $1, 'Ivelika', 'Stone', NULL, 'Ivelika Stone'),
       ('dancer', $1, 'Vellik', 'Typo', NULL, 'Vellik Typo'),
       ('dancer', $1, 'Annabelle', 'Quintero', NULL, 'Annabelle Quintero'),
       ('school', $1, NULL, NULL, 'Quintessence_Ballet', 'Quintessence_Ballet'),
       ('dancer', $1, 'Иван', 'Петров', NULL, 'Иван Петров'),
       ('school', $1, NULL, NULL, 'Ballettschule_Köln', 'Ballettschule_Köln'),
       ('dancer', $1, 'Léa', 'Müller', NULL, 'Léa Müller')`,
    [owner.id],
  );
  await app.container.dataSource.query('ANALYZE profile');
});
afterAll(async () => app?.stop());

const SUGGEST = `query($search: String!, $types: [ProfileType!], $first: Int) {
  suggestProfiles(search: $search, types: $types, first: $first) { id type displayName }
}`;

async function suggest(search: string, options: { types?: string[]; first?: number } = {}) {
  const result = await client.graphql(SUGGEST, { search, ...options });
  expect(result.errors).toBeUndefined();
  return result.data!.suggestProfiles as {
    id: string;
    type: string;
    displayName: string;
  }[];
}
// What the dropdown shows: display names (an organisation's name with `_` read as spaces by default, PRODUCT.md §9).
const names = (profiles: { displayName: string }[]) => profiles.map((p) => p.displayName);

describe('suggestProfiles (the typeahead of the top bar and the pickers)', () => {
  it('name starts first in name order, then names where a word starts with the text, then mid-word fragments', async () => {
    const found = names(await suggest('velik'));
    // Tier A: the name starts with it, in name order (the exact name first).
    expect(found.slice(0, 3)).toEqual(['Velik', 'Velik Amari', 'Velikan Brun']);
    // Tier B: names containing it, a word starting with it first ("_" reads as a space), then a mid-word fragment.
    expect(new Set(found.slice(3, 6))).toEqual(new Set(['Grand Velika Hall', 'Zora Velikova', 'The Big Velikoe']));
    expect(found[6]).toBe('Ivelika Stone');
    // A and B found something: the typo tier does not run, so a merely similar name is not offered.
    expect(found).not.toContain('Vellik Typo');
    expect(found).toHaveLength(7);
  });

  it('finds the middle of a word: "nnab" finds Annabelle', async () => {
    expect(names(await suggest('nnab'))).toEqual(['Annabelle Quintero']);
  });

  it('matches every word of the text, in any order, separators as spaces', async () => {
    expect(names(await suggest('grand velika'))[0]).toBe('Grand Velika Hall'); // tier A, "_" read as a space
    expect(names(await suggest('velika grand'))).toEqual(['Grand Velika Hall']); // tier B, words in another order
    expect(names(await suggest('anna quin'))).toEqual(['Annabelle Quintero']); // words contained, not a name start
  });

  it('finds a typo only through the trigram fallback, when nothing starts with or contains the text', async () => {
    expect(names(await suggest('Quintesence'))).toEqual(['Quintessence Ballet']);
    expect(names(await suggest('vellik'))).toEqual(['Vellik Typo']); // its own name start: tier A
  });

  it('honours the types filter in every tier', async () => {
    expect(names(await suggest('velik', { types: ['school'] }))).toEqual(['Velik', 'Grand Velika Hall']);
    const people = names(await suggest('velik', { types: ['dancer', 'formation'] }));
    expect(people.slice(0, 2)).toEqual(['Velik Amari', 'Velikan Brun']);
    expect(new Set(people.slice(2, 4))).toEqual(new Set(['Zora Velikova', 'The Big Velikoe']));
    expect(people.slice(4)).toEqual(['Ivelika Stone']);
    expect(names(await suggest('nnab', { types: ['school'] }))).toEqual([]);
    expect(names(await suggest('Quintesence', { types: ['dancer'] }))).toEqual([]);
  });

  it('returns at most `first` (default and maximum 25), without repeats, the same list every time', async () => {
    // "vanov" is in hundreds of names (Ivanova), more than tier B's candidates; no name starts with it.
    const first = await suggest('vanov');
    expect(first).toHaveLength(25);
    expect(new Set(first.map((p) => p.id)).size).toBe(25);
    for (let i = 0; i < 3; i++) expect(await suggest('vanov')).toEqual(first);
    expect(names(await suggest('velik', { first: 2 }))).toEqual(['Velik', 'Velik Amari']);
    const all = await suggest('velik');
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  });

  it('treats LIKE wildcards as text and answers a text without a trigram from the name index alone', async () => {
    expect(await suggest('%%%')).toEqual([]);
    expect(await suggest('a_b')).toEqual([]);
    expect(await suggest('___')).toEqual([]);
  });

  it('knows every alphabet: case folds and fragments match beyond ASCII (the cluster is C.UTF-8)', async () => {
    expect(names(await suggest('LÉA'))).toEqual(['Léa Müller']);
    expect(names(await suggest('иван'))).toEqual(['Иван Петров']);
    // Tier B: a word start and a mid-word fragment, found through pg_trgm's trigrams of non-ASCII words.
    expect(names(await suggest('петр'))).toEqual(['Иван Петров']);
    expect(names(await suggest('KÖLN'))).toEqual(['Ballettschule Köln']);
    expect(names(await suggest('üller'))).toEqual(['Léa Müller']);
  });

  it('refuses a text shorter than 3 or longer than 100 characters (trimmed), and `first` outside 1–25', async () => {
    const failure = async (variables: Record<string, unknown>) => (await client.graphql(SUGGEST, variables)).errors?.[0]?.extensions;
    expect(await failure({ search: 'ab' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { field: 'search', reason: 'tooShort' },
    });
    expect(await failure({ search: '  ab  ' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { field: 'search', reason: 'tooShort' },
    });
    expect(await failure({ search: 'x'.repeat(101) })).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { field: 'search', reason: 'tooLong' },
    });
    expect(await failure({ search: 'velik', first: 26 })).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { field: 'first', reason: 'invalid' },
    });
    expect(await failure({ search: 'velik', first: 0 })).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { field: 'first', reason: 'invalid' },
    });
    expect(names(await suggest('  velik  ', { first: 1 }))).toEqual(['Velik']);
  });
});
