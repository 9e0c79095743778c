import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createProfile, signedInClient } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { clockPast } from '../support/wait-for.js';
import { makePng, upload } from '../profiles/fixtures.js';

// What a crawler or a link preview sees (docs/public-pages.md): the built index.html is stood in for by the shape Vite
// writes (its title, description, module script), so these tests do not need the client built.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="oDance: profiles and a virtual currency for the dance community" />
    <title>oDance</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const APP_URL = 'https://odance.example';
// Vite's manifest for that shell: the entry, a chunk it shares with Explore, and Explore with its own chunks.
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_home.js': { file: 'assets/home-2.js', imports: ['_shared.js'] },
  'src/features/explore/ExplorePage.tsx': { file: 'assets/ExplorePage-3.js', isDynamicEntry: true, imports: ['index.html', '_home.js'], css: ['assets/ExplorePage-4.css'] },
};

const EXPLORE_CSS = '._cards_1 { display: grid; }';

let app: TestApp;
let anonymous: HttpClient;

beforeAll(async () => {
  const clientDist = mkdtempSync(path.join(os.tmpdir(), 'odance-shell-'));
  writeFileSync(path.join(clientDist, 'index.html'), SHELL);
  mkdirSync(path.join(clientDist, '.vite'));
  writeFileSync(path.join(clientDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(clientDist, 'assets'));
  writeFileSync(path.join(clientDist, 'assets', 'ExplorePage-4.css'), EXPLORE_CSS);
  app = await startTestApp({ CLIENT_DIST: clientDist, APP_URL, SITEMAP_URL_LIMIT: '1000' });
  anonymous = new HttpClient(app.url);
});
afterAll(() => app?.stop());

/**
 * A conditional GET as a browser's cache or a crawler sends it (node:http: fetch would add Cache-Control:
 * no-cache to a request with If-None-Match, which asks for the page anew).
 */
function revalidate(target: string, etag: string): Promise<{ status: number; etag: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${app.url}${target}`, { headers: { 'if-none-match': etag } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag, body }));
      })
      .on('error', reject);
  });
}

/** The page's head as a crawler reads it. */
function readHead(html: string) {
  const window = new Window();
  window.document.write(html);
  const document = window.document;
  const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
  const scripts = [...document.querySelectorAll('script')].filter((script) => script.getAttribute('type') === 'module');
  const config = document.getElementById('odance-config');
  return {
    title: document.title,
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd,
    scripts: scripts.map((script) => script.getAttribute('src')),
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    root: document.getElementById('root') !== null,
    preloads: [...document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"], link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
    leadImages: [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => `${link.getAttribute('href')} ${link.getAttribute('fetchpriority')}`),
    inertStylesheets: [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map((link) => link.getAttribute('href')),
    styles: [...document.querySelectorAll('head style')].map((style) => style.textContent),
    config: config?.getAttribute('type') === 'application/json' ? (JSON.parse(config.textContent ?? '') as unknown) : undefined,
  };
}

describe('the head of a public profile', () => {
  it('names the profile with its picture as an absolute URL, Open Graph, Twitter, canonical and a Person', async () => {
    const { client } = await signedInClient(app);
    const avatar = await upload(client, await makePng(200, 200));
    const profile = await createProfile(client, 'dancer', {
      firstName: 'Zoë',
      lastName: 'Núñez',
      bio: 'Latin and ballroom dancer from Valencia, teaching   beginners on Fridays.',
      avatar: { url: avatar.body.url },
    });
    const res = await anonymous.get(`/profile/dancer/${profile.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const head = readHead(res.text);
    const url = `${APP_URL}/profile/dancer/${profile.id}`;
    expect(head.title).toBe('Zoë Núñez · Dancer · oDance');
    expect(head.titles).toBe(1);
    expect(head.descriptions).toBe(1);
    expect(head.meta('description')).toBe('Latin and ballroom dancer from Valencia, teaching beginners on Fridays.');
    expect(head.meta('og:title')).toBe('Zoë Núñez · Dancer · oDance');
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:type')).toBe('profile');
    expect(head.meta('og:image')).toBe(`${APP_URL}${avatar.body.url}`);
    expect(head.meta('twitter:card')).toBe('summary');
    expect(head.canonical).toBe(url);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({ '@context': 'https://schema.org', '@type': 'Person', name: 'Zoë Núñez', givenName: 'Zoë', familyName: 'Núñez', url, image: `${APP_URL}${avatar.body.url}` }),
    ]);
    // Still the app: its script and root are there, so the page loads and runs as the plain shell does.
    expect(head.scripts).toEqual(['/assets/index-abc.js']);
    expect(head.root).toBe(true);
    // The picture the preview names is really served.
    expect((await anonymous.get(avatar.body.url)).status).toBe(200);
  });

  it('fetches the banner the first screen shows from the head, first; a profile without one preloads no picture', async () => {
    const { client } = await signedInClient(app);
    const banner = await upload(client, await makePng(1200, 360));
    const withBanner = await createProfile(client, 'school', { backgroundImage: { url: banner.body.url } });
    const without = await createProfile(client, 'school');
    const page = (await anonymous.get(`/profile/school/${withBanner.id}`)).text;
    expect(readHead(page).leadImages).toEqual([`${banner.body.url} high`]);
    // Asked for before any script or stylesheet of the page.
    expect(page.indexOf('rel="preload" as="image"')).toBeLessThan(page.search(/<(script|link)\b(?! rel="preload" as="image")/));
    expect(readHead((await anonymous.get(`/profile/school/${without.id}`)).text).leadImages).toEqual([]);
  });

  it('escapes what people typed: a name and a bio with tags and quotes stay text, and the JSON-LD parses', async () => {
    const owner = await createAccount(app);
    const name = `</title><script>alert(1)</script>"Bad' & Co`;
    const bio = `Our bio </script><script>alert(2)</script> <!-- "quoted" -->`;
    const [{ id }] = await app.container.dataSource.query(
      `INSERT INTO profile (type, owner_id, name, search_name, bio) VALUES ('school', $1, $2, $3, $4) RETURNING id`,
      [owner.id, name, name, bio],
    );
    const res = await anonymous.get(`/profile/school/${id}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert');
    expect(res.text).not.toContain('</title><script>');
    const head = readHead(res.text);
    expect(head.title).toBe(`${name} · Dance school · oDance`);
    expect(head.meta('og:title')).toBe(`${name} · Dance school · oDance`);
    expect(head.meta('description')).toBe(bio);
    expect(head.scripts).toEqual(['/assets/index-abc.js']);
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'Organization', name, description: bio });
  });

  it('has the schema.org type of each profile type', async () => {
    const { client } = await signedInClient(app);
    const expected = { trainer: 'Person', formation: 'DanceGroup', school: 'Organization', federation: 'Organization', partner: 'Organization' };
    for (const [type, schemaType] of Object.entries(expected)) {
      const profile = await createProfile(client, type);
      const head = readHead((await anonymous.get(`/profile/${type}/${profile.id}`)).text);
      expect(head.jsonLd[0]['@type'], type).toBe(schemaType);
      expect(head.meta('og:image'), 'no picture, no og:image').toBeNull();
    }
  });

  it('says a verified organisation is verified (a credential recognised by the site), and only then; the ETag follows', async () => {
    const { client } = await signedInClient(app);
    const { client: admin } = await signedInClient(app, { role: 'admin' });
    const profile = await createProfile(client, 'federation');
    const before = await anonymous.get(`/profile/federation/${profile.id}`);
    expect(readHead(before.text).jsonLd[0].hasCredential).toBeUndefined();
    const verify = await admin.graphql('mutation($id: ID!) { setProfileVerified(type: federation, id: $id, verified: true) { verified } }', { id: profile.id });
    expect(verify.data?.setProfileVerified.verified).toBe(true);
    const after = await anonymous.get(`/profile/federation/${profile.id}`);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(readHead(after.text).jsonLd[0].hasCredential).toMatchObject({
      '@type': 'EducationalOccupationalCredential',
      name: 'Verified by oDance',
      recognizedBy: { '@type': 'Organization', name: 'oDance', url: `${APP_URL}/` },
    });
  });

  it('answers 404 for an unknown, mistyped or deleted profile, still as the app (which shows its not-found screen)', async () => {
    const { client } = await signedInClient(app);
    const profile = await createProfile(client, 'school');
    for (const target of [`/profile/school/00000000-0000-4000-8000-000000000000`, `/profile/dancer/${profile.id}`, `/profile/nope/${profile.id}`, '/profile/school/not-a-uuid']) {
      const res = await anonymous.get(target);
      expect(res.status, target).toBe(404);
      const head = readHead(res.text);
      expect(head.meta('robots'), target).toBe('noindex');
      expect(head.root && head.scripts.length === 1, target).toBe(true);
    }
    expect((await client.delete(`/api/profile/school/${profile.id}`)).status).toBeLessThan(300);
    expect((await anonymous.get(`/profile/school/${profile.id}`)).status).toBe(404);
  });

  it('carries an ETag that changes with the profile: the same version is 304, an edit is a new page', async () => {
    const { client } = await signedInClient(app);
    const profile = await createProfile(client, 'formation', { bio: 'First words' });
    const first = await anonymous.get(`/profile/formation/${profile.id}`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await revalidate(`/profile/formation/${profile.id}`, etag!);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    await clockPast(profile.updatedAt); // the page's version is the profile's updated_at, to the millisecond
    expect((await client.put(`/api/profile/formation/${profile.id}`, { name: profile.name, bio: 'New words' })).status).toBe(200);
    const edited = await revalidate(`/profile/formation/${profile.id}`, etag!);
    expect(edited.status).toBe(200);
    expect(edited.etag).not.toBe(etag);
    expect(readHead(edited.body).meta('og:description')).toBe('New words');
  });
});

describe('the home page', () => {
  it('names the site with a WebSite in JSON-LD', async () => {
    const res = await anonymous.get('/');
    expect(res.status).toBe(200);
    const head = readHead(res.text);
    expect(head.title).toMatch(/^oDance/);
    expect(head.meta('og:url')).toBe(`${APP_URL}/`);
    expect(head.canonical).toBe(`${APP_URL}/`);
    expect(head.jsonLd).toEqual([{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'oDance', url: `${APP_URL}/` }]);
    expect(head.scripts).toEqual(['/assets/index-abc.js']);
  });

  it('carries /config.json\'s answer, as does every other page of the app, so the app starts without asking', async () => {
    const served = (await anonymous.get('/config.json')).body;
    expect(served.version).toEqual(expect.any(String));
    for (const page of ['/', '/auth/sign-in', '/dashboard/odance']) {
      const res = await anonymous.get(page);
      expect(res.status, page).toBe(200);
      expect(readHead(res.text).config, page).toEqual(served);
    }
  });

  it('preloads its page\'s chunks and carries their styles, not what the entry already loads; other pages preload nothing', async () => {
    const home = readHead((await anonymous.get('/')).text);
    expect(home.preloads).toEqual(['/assets/ExplorePage-3.js', '/assets/ExplorePage-4.css', '/assets/home-2.js']);
    // The styles in the page (no request before the first paint); their link applies to no medium, only there for
    // Vite to see that the chunk's stylesheet is in place.
    expect(home.styles).toEqual([EXPLORE_CSS]);
    expect(home.inertStylesheets).toEqual(['/assets/ExplorePage-4.css']);
    expect(readHead((await anonymous.get('/dashboard/odance')).text).preloads).toEqual([]);
    // Sign-in's modules are not in this manifest: nothing to preload, the page is still served.
    expect(readHead((await anonymous.get('/auth/sign-in')).text).preloads).toEqual([]);
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt allows public pages, keeps the app, API and sign-in out, and names the sitemap', async () => {
    const res = await anonymous.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/dashboard', '/admin-panel', '/auth', '/api', '/graphql']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });

  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'sitemap' });
  const parseSitemap = (text: string) => {
    expect(XMLValidator.validate(text)).toBe(true);
    return parser.parse(text);
  };

  it('lists every profile with its update time, and becomes an index of parts past the limit', async () => {
    // Below the limit (1,000 in this file's server): one urlset with `/` and every profile.
    const small = parseSitemap((await anonymous.get('/sitemap.xml')).text);
    const profileCount = async () => (await app.container.dataSource.query('SELECT count(*)::int AS n FROM profile'))[0].n as number;
    expect(small.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const smallLocs = small.urlset.url.map((url: { loc: string }) => url.loc);
    expect(smallLocs).toContain(`${APP_URL}/`);
    expect(smallLocs.filter((loc: string) => loc.includes('/profile/'))).toHaveLength(await profileCount());

    // Past it: 2,500 more profiles → an index of a pages file and three profile parts of ≤ 1,000.
    const owner = await createAccount(app);
    await app.container.dataSource.query(
      `INSERT INTO profile (type, owner_id, first_name, last_name, search_name, updated_at)
       SELECT 'dancer', $1, 'Crowd', 'Member' || g, 'Crowd Member' || g, now() - g * interval '1 minute' FROM generate_series(1, 2500) AS g`,
      [owner.id],
    );
    const total = await profileCount();
    const indexRes = await anonymous.get('/sitemap.xml');
    expect(indexRes.headers.get('content-type')).toMatch(/^application\/xml/);
    const index = parseSitemap(indexRes.text);
    const parts = index.sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc);
    expect(parts).toEqual([`${APP_URL}/sitemaps/pages.xml`, ...Array.from({ length: Math.ceil(total / 1000) }, (_, i) => `${APP_URL}/sitemaps/profiles-${i + 1}.xml`)]);

    const seen = new Map<string, string | undefined>();
    for (const part of parts) {
      const res = await anonymous.get(part.slice(APP_URL.length));
      expect(res.status, part).toBe(200);
      const urls = parseSitemap(res.text).urlset.url as { loc: string; lastmod?: string }[];
      expect(urls.length, part).toBeLessThanOrEqual(1000);
      for (const url of urls) {
        expect(seen.has(url.loc), `${url.loc} listed twice`).toBe(false);
        seen.set(url.loc, url.lastmod);
        if (url.loc.includes('/profile/')) expect(new Date(url.lastmod!).toISOString()).toBe(url.lastmod);
      }
    }
    expect([...seen.keys()].filter((loc) => loc.includes('/profile/'))).toHaveLength(total);
    expect(seen.has(`${APP_URL}/`)).toBe(true);
    // lastmod is the profile's own update time.
    const [sample] = await app.container.dataSource.query(`SELECT id, updated_at FROM profile WHERE search_name = 'Crowd Member7'`);
    expect(seen.get(`${APP_URL}/profile/dancer/${sample.id}`)).toBe(new Date(sample.updated_at).toISOString());
    expect((await anonymous.get(`/sitemaps/profiles-${Math.ceil(total / 1000) + 1}.xml`)).status).toBe(404);
  });
});
