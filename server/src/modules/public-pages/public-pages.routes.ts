import { createHash } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type { AppContainer } from '../../kernel/context.js';
import type { AppShell } from './app-shell.js';
import type { AnswerQuery, FirstScreen } from './first-screen.js';
import { withHead } from './page-head.js';
import { findProfileHead, findProfileHeadByHandle, homeHead, missingProfileHead } from './profile-head.js';
import { robotsTxt, SITEMAP_URL_LIMIT, staticPagesSitemap, writeSitemap, writeSitemapPart } from './sitemap.js';
import { cookieOf } from '../../shared/http/cookies.js';

export interface PublicPagesOptions {
  /** The app's shell (app-shell.ts); without it (the client not built) only robots and the sitemaps are served. */
  shell?: AppShell;
  /** URLs per sitemap file (tests use a small one). */
  sitemapLimit?: number;
  /** Runs a GraphQL query as this request's visitor: a profile's first screen is drawn with its answer. */
  answerQuery?: (req: Request, res: Response) => AnswerQuery;
}

/**
 * What crawlers and link previews read (docs/public-pages.md, modules/public-pages/README.md): `/` and
 * `/profile/{type}/{id}` are the built index.html with a head naming the page (404 for a profile that does not
 * exist), `/robots.txt`, `/sitemap.xml` and its parts. Every other page is the plain shell (app/http.ts).
 */
export function publicPagesRouter(c: AppContainer, options: PublicPagesOptions): Router {
  const router = express.Router();
  const limit = options.sitemapLimit ?? SITEMAP_URL_LIMIT;
  const appUrl = c.config.appUrl;

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(appUrl));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    await writeSitemap(c, res, limit);
  });
  router.get('/sitemaps/pages.xml', (_req, res) => {
    res.type('application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=3600').send(staticPagesSitemap(appUrl));
  });
  router.get(/^\/sitemaps\/profiles-([1-9][0-9]{0,6})\.xml$/, async (req, res, next) => {
    if (!(await writeSitemapPart(c, res, Number(req.params[0]), limit))) next();
  });

  const shell = options.shell;
  if (!shell) return router;
  // A request without a session cookie gets a visitor's shell (app-shell.ts): pages vary by that cookie.
  const signedOut = (req: Request) => !cookieOf(req, c.config.authTokenName);
  // A new build (new scripts in the shell) or a new server version changes every page's tag.
  // Every profile page is the profile landing page's shell (its chunks preloaded) with its own head.
  const profileShellOf = (visitor: boolean) => {
    const html = shell.page('/profile/type/id', { signedOut: visitor });
    return { html, version: versionOf(c.version, html) };
  };
  const profileShells = { member: profileShellOf(false), visitor: profileShellOf(true) };

  // `/` for a member, for a visitor with Explore's filters in the address (not drawn: the drawing shows none), and
  // the shell of a visitor's drawn page, written (and hashed) once; the last again when the drawing without data
  // arrives, a moment after start (first-screen.ts).
  const homes = new Map<string, { screen: unknown; html: string; version: string }>();
  const home = (kind: 'member' | 'filtered' | 'visitor') => {
    const screen = kind === 'visitor' ? shell.firstScreens.get('/') : undefined;
    let page = homes.get(kind);
    if (!page || page.screen !== screen) {
      const html = withHead(shell.page('/', { signedOut: kind !== 'member', drawn: kind === 'visitor' }), homeHead(appUrl));
      homes.set(kind, (page = { screen, html, version: versionOf(c.version, html) }));
    }
    return page;
  };

  router.get('/', async (req, res) => {
    const answerQuery = options.answerQuery;
    const kind = !signedOut(req) ? 'member' : req.originalUrl.includes('?') ? 'filtered' : 'visitor';
    const page = home(kind);
    if (kind !== 'visitor' || !answerQuery) return sendPage(req, res, 200, page.html, page.version);
    // A visitor's `/` shows Explore's first page of profiles as drawn at most HOME_DRAWN_FOR_MS ago (the app asks
    // again once started, and changes the screen only if the answer did); the drawing without them if that fails.
    // Its tag: the visitor's shell and the minute.
    const drawnAt = String(Math.floor(Date.now() / HOME_DRAWN_FOR_MS));
    await sendPage(req, res, 200, async () => drawnHome(await shell.firstScreens.landingWithData('/', drawnAt, answerQuery(req, res))), `${home('filtered').version}:${drawnAt}`);
  });
  // The page of each drawing, written once (the most visited page: not its ~150 kB rewritten per request).
  const drawnHomes = new WeakMap<FirstScreen, string>();
  const drawnHome = (firstScreen: FirstScreen | undefined): string => {
    if (!firstScreen) return home('visitor').html;
    let html = drawnHomes.get(firstScreen);
    if (!html) drawnHomes.set(firstScreen, (html = withHead(shell.page('/', { signedOut: true, firstScreen }), homeHead(appUrl))));
    return html;
  };
  router.get('/profile/:type/:id', async (req, res) => {
    const profileShell = signedOut(req) ? profileShells.visitor : profileShells.member;
    const found = await findProfileHead(c, req.params.type, req.params.id);
    if (!found) return sendPage(req, res, 404, withHead(profileShell.html, missingProfileHead(appUrl, req.path)));
    const answerQuery = options.answerQuery;
    if (!signedOut(req) || !answerQuery) return sendPage(req, res, 200, () => withHead(profileShell.html, found.head), `${profileShell.version}:${found.version}`);
    // A visitor's page comes with the profile drawn (first-screen.ts), unless it could not be.
    await sendPage(req, res, 200, async () => {
      const firstScreen = await shell.firstScreens.withData(req.path, found.version, answerQuery(req, res));
      return withHead(shell.page(req.path, { signedOut: true, firstScreen }), found.head);
    }, `${profileShell.version}:${found.version}`);
  });
  // An organisation's handle address (`/@escuela-de-baile-sevilla`): the same page and head as its id address, whose
  // canonical link it keeps. Not drawn ahead for visitors: the app loads it by handle (PublicProfilePage.tsx).
  // No capture group: Express would decode it and answer a malformed escape with an error; here it is not found.
  router.get(/^\/@[^/]+$/, async (req, res) => {
    const profileShell = signedOut(req) ? profileShells.visitor : profileShells.member;
    let handle: string;
    try {
      handle = decodeURIComponent(req.path.slice(2));
    } catch {
      handle = '';
    }
    const found = await findProfileHeadByHandle(c, handle);
    if (!found) return sendPage(req, res, 404, withHead(profileShell.html, missingProfileHead(appUrl, req.path)));
    await sendPage(req, res, 200, () => withHead(profileShell.html, found.head), `${profileShell.version}:@:${found.version}`);
  });
  return router;
}

/** How long a visitor's `/` is served as drawn with Explore's profiles before it is drawn again. */
const HOME_DRAWN_FOR_MS = 60_000;

const versionOf = (serverVersion: string, html: string) => createHash('sha256').update(serverVersion).update(html).digest('base64url').slice(0, 12);

/**
 * A page with its ETag (the shell's and the profile's version, hashed): a browser or crawler that has this
 * version gets 304 without the page being rendered again. Always revalidated, like the plain shell.
 */
async function sendPage(req: Request, res: Response, status: number, html: string | (() => string | Promise<string>), version?: string): Promise<void> {
  res.status(status).type('text/html; charset=utf-8').set('Cache-Control', 'no-cache').set('Vary', 'Cookie');
  if (version) {
    res.set('ETag', `"${createHash('sha256').update(version).digest('base64url').slice(0, 22)}"`);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
  }
  res.send(typeof html === 'string' ? html : await html());
}
