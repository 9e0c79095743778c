import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/kernel/logger.js';
import { createProfile, signedInClient } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait-for.js';

// The first screen a signed-out visitor's phone paints before the app's JavaScript has run (docs/public-pages.md,
// modules/public-pages/first-screen.ts). The client's pre-renderer (client/src/prerender.tsx, built to
// client/dist/.ssr/prerender.mjs) is stood in for by a module of the same shape, so the client need not be built.
const SHELL = `<!doctype html>
<html lang="en">
  <head><title>oDance</title><script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-abc.js"></head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const PRERENDERER = `export async function prerenderFirstScreen(url, config, answers = {}) {
  const profile = answers.P?.profile;
  if (profile) return '<main><h1>' + profile.displayName.replace(/</g, '&lt;') + '</h1></main>';
  const explore = answers.H ? '<p>profiles: ' + answers.H.profiles.profiles.map((p) => p.displayName.replace(/</g, '&lt;')).join(', ') + '</p>' : '';
  return '<main><h1>First screen of ' + url + '</h1><p>purchases: ' + config.purchases + '</p>' + explore + '</main>';
}
export function firstScreenQueries(url) {
  const [, , type, id] = url.split('/');
  if (url === '/') return [{ key: 'H', query: '{ profiles(pageSize: 50, sort: createdAt, sortOrder: desc) { profiles { displayName } } }', variables: {} }];
  if (!url.startsWith('/profile/')) return [];
  return [{ key: 'P', query: 'query P($type: ProfileType!, $id: ID!) { profile(type: $type, id: $id) { displayName } }', variables: { type, id } }];
}
`;
const BROKEN_PRERENDERER = `export async function prerenderFirstScreen(url) {
  return '<main>' + url + '</main><script>$RC("B:0","S:0")</script>';
}
`;

function clientDist(prerenderer: string): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'odance-first-screen-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(path.join(dist, '.ssr', 'prerender.mjs'), prerenderer);
  return dist;
}

const root = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('</div>', html.indexOf('<div id="root"')) + 6).trim();

describe('first screens', () => {
  let app: TestApp;
  let visitor: HttpClient;
  beforeAll(async () => {
    app = await startTestApp({ CLIENT_DIST: clientDist(PRERENDERER) });
    visitor = new HttpClient(app.url);
    // A profile for `/`'s drawing of Explore, made before the first `/` draws it (it is drawn again a minute later).
    const { client } = await signedInClient(app);
    await createProfile(client, 'dancer', { firstName: 'Home', lastName: '<Page>' });
    // Drawn in the background after start.
    await waitFor(async () => (await visitor.request('GET', '/')).text.includes('First screen of /'));
  });
  afterAll(() => app?.stop());

  it('are in the page of a landing page for a visitor, taking typing before the app has hydrated them, drawn with the runtime config', async () => {
    for (const page of ['/auth/sign-in', '/auth/sign-up']) {
      const res = await visitor.request('GET', page);
      expect(res.status).toBe(200);
      expect(root(res.text)).toBe(
        `<div id="root" data-signed-out data-drawn><main><h1>First screen of ${page}</h1><p>purchases: test</p></main></div>`,
      );
      expect(res.headers.get('vary')).toMatch(/cookie/i);
    }
  });

  it("of `/` show Explore's first page as the visitor would be answered, carried for the app; not drawn with filters in the address", async () => {
    const res = await visitor.request('GET', '/');
    expect(root(res.text)).toMatch(/^<div id="root" data-signed-out data-drawn><main><h1>First screen of \/<\/h1><p>purchases: test<\/p><p>profiles: [^<]*Home &lt;Page>/);
    const answers = JSON.parse(res.text.match(/<script type="application\/json" id="odance-answers">([^<]*)<\/script>/)![1]!);
    expect(answers.H.profiles.profiles).toContainEqual({ displayName: 'Home <Page>' });
    // The same drawing within the minute, under the same tag (a browser that has it gets 304: public-pages.test.ts).
    const again = await visitor.request('GET', '/');
    expect(again.headers.get('etag')).toBe(res.headers.get('etag'));
    expect(root(again.text)).toBe(root(res.text));
    // Explore's filters live in the address; the drawing shows none, so such a page is the app's to draw.
    const filtered = await visitor.request('GET', '/?type=school');
    expect(root(filtered.text)).toBe('<div id="root" data-signed-out></div>');
    expect(filtered.text).not.toContain('odance-answers');
  });

  it("start the app after their first paint: its scripts leave the head for the one inline script the policy allows", async () => {
    const res = await visitor.request('GET', '/');
    const html = res.text;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/type="module"|modulepreload/);
    const start = html.match(/<script type="application\/json" id="odance-start">([^<]*)<\/script><script>([^<]*)<\/script>\s*<\/body>/);
    expect(JSON.parse(start![1]!)).toEqual({ preloads: ['/assets/runtime-abc.js'], scripts: ['/assets/index-abc.js'] });
    const hash = `'sha256-${createHash('sha256').update(start![2]!).digest('base64')}'`;
    expect(res.headers.get('content-security-policy')).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));
    // A page that is not drawn keeps its scripts in the head, as built.
    const plain = (await visitor.request('GET', '/developers')).text;
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(plain).not.toContain('odance-start');
  });

  it('insert stored text literally: `$&`, `` $` `` and `$\'` in a name are not replacement patterns', async () => {
    const { client } = await signedInClient(app);
    const profile = await createProfile(client, 'school', { name: 'Dollar_School', displayName: "Pay $& $` $' here" });
    const page = (await visitor.request('GET', `/profile/school/${profile.id}`)).text;
    expect(root(page)).toContain("<h1>Pay $& $` $' here</h1>");
    const answers = page.match(/<script type="application\/json" id="odance-answers">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(answers!)).toEqual({ P: { profile: { displayName: "Pay $& $` $' here" } } });
    expect(page.match(/<head>/g)).toHaveLength(1);
  });

  it('are not drawn for other pages, which still tell the app the visitor is signed out', async () => {
    for (const page of ['/dashboard/manage-profiles', '/auth/forgot-password', '/developers']) {
      const res = await visitor.request('GET', page);
      expect(root(res.text)).toBe('<div id="root" data-signed-out></div>');
      expect(res.headers.get('vary')).toMatch(/cookie/i);
    }
  });

  it('of a public profile are drawn with its data, which the page carries for the app; an edit draws it anew', async () => {
    const { client } = await signedInClient(app);
    const profile = await createProfile(client, 'dancer', { firstName: 'Zoë', lastName: '<Núñez>' });
    const path = `/profile/dancer/${profile.id}`;
    const page = (await visitor.request('GET', path)).text;
    expect(root(page)).toContain('<div id="root" data-signed-out data-drawn><main><h1>Zoë &lt;Núñez></h1></main></div>');
    const answers = page.match(/<script type="application\/json" id="odance-answers">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(answers!)).toEqual({ P: { profile: { displayName: 'Zoë <Núñez>' } } });
    // The answer is JSON in a data block: its "<" is escaped, so no text can close the element.
    expect(answers).not.toContain('<');

    expect((await client.put(`/api/profile/dancer/${profile.id}`, { firstName: 'Zoe' })).status).toBe(200);
    expect(root((await visitor.request('GET', path)).text)).toContain('<h1>Zoe &lt;Núñez></h1>');
    // The owner is not a visitor: their page is the app's to draw, and carries no answers.
    const own = (await client.request('GET', path)).text;
    expect(root(own)).toBe('<div id="root"></div>');
    expect(own).not.toContain('odance-answers');
  });

  it('are not drawn for a request with a session cookie: the app finds out who it is, as before', async () => {
    const { client } = await signedInClient(app);
    for (const page of ['/', '/auth/sign-in', '/dashboard/manage-profiles']) {
      const res = await client.request('GET', page);
      expect(root(res.text)).toBe('<div id="root"></div>');
    }
    // A visitor's `/` and a member's are different pages to a cache.
    const [visitorHome, memberHome] = [await visitor.request('GET', '/'), await client.request('GET', '/')];
    expect(visitorHome.headers.get('etag')).not.toBe(memberHome.headers.get('etag'));
  });
});

describe('a pre-renderer whose page holds a script', () => {
  let app: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    const logger = createLogger('warn', { write: (line: string) => void logged.push(line) });
    app = await startTestApp({ CLIENT_DIST: clientDist(BROKEN_PRERENDERER), LOG_LEVEL: 'warn' }, undefined, logger);
  });
  afterAll(() => app?.stop());

  it('is not used (the Content-Security-Policy would refuse the script): the pages are the plain shell', async () => {
    const visitor = new HttpClient(app.url);
    // The background drawing has failed at its first page (before it has, a page is the plain shell anyway).
    await waitFor(() => logged.some((line) => line.includes('holds a script')), { what: 'the refused first screen to be logged' });
    for (const page of ['/', '/auth/sign-in']) {
      const res = await visitor.request('GET', page);
      expect(res.status).toBe(200);
      expect(root(res.text)).toBe('<div id="root" data-signed-out></div>');
    }
  });
});
