import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_ANSWERS_ID, INLINE_CONFIG_ID } from '@odance/contract';
import type { AppContainer } from '../../kernel/context.js';
import { publicConfig } from '../system/index.js';
import { type FirstScreen, FirstScreens } from './first-screen.js';
import { insertBeforeHeadEnd, jsonForScript } from './html-text.js';
import { startAfterFirstPaint } from './start-after-paint.js';

/**
 * The pages people land on, and the client modules that draw them (their names in Vite's manifest,
 * client/vite.config.ts `build.manifest`). Their chunks are preloaded from the page itself, so they download
 * with the shell instead of after it has run. A module missing from the manifest is simply not preloaded.
 */
const LANDING_PAGES: ReadonlyArray<{ path: RegExp; modules: string[] }> = [
  { path: /^\/$/, modules: ['src/features/explore/ExplorePage.tsx'] },
  { path: /^\/profile\/[^/]+\/[^/]+$/, modules: ['src/features/profiles/PublicProfilePage.tsx'] },
  { path: /^\/auth\/sign-in$/, modules: ['src/features/auth/auth-area.ts', 'src/features/auth/SignInPage.tsx'] },
  { path: /^\/auth\/sign-up$/, modules: ['src/features/auth/auth-area.ts', 'src/features/auth/SignUpPage.tsx'] },
];

const ROOT = '<div id="root"></div>';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The built index.html every page is served from (client/dist), with:
 * - `/config.json`'s answer inlined as a JSON data block: the app starts without a round trip for its
 *   configuration. A data block is not a script, so the Content-Security-Policy is unchanged.
 * - on a landing page, `modulepreload` links for that page's chunks, and their styles in the page (preloadLinks).
 * - for a request without a session cookie, `data-signed-out` on the root (the app starts as a visitor's
 *   instead of waiting for `me`) and, on a page of FIRST_SCREEN_PATHS, its first screen (first-screen.ts), with
 *   the app's scripts requested after its first paint (start-after-paint.ts).
 */
export class AppShell {
  private readonly plain: string;
  /** LANDING_PAGES' shells, in the same order. */
  private readonly landing: string[];
  /** The same shells for a page with a drawn first screen: the app's scripts start after its first paint. */
  private readonly drawnPlain: string;
  private readonly drawnLanding: string[];
  readonly firstScreens: FirstScreens;

  constructor(c: AppContainer, clientDist: string) {
    const config = publicConfig(c);
    this.firstScreens = new FirstScreens(clientDist, config, c.logger);
    const configBlock = `<script type="application/json" id="${INLINE_CONFIG_ID}">${jsonForScript(config)}</script>`;
    this.plain = insertBeforeHeadEnd(readFileSync(path.join(clientDist, 'index.html'), 'utf8'), configBlock);
    const manifestPath = path.join(clientDist, '.vite', 'manifest.json');
    const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
    this.landing = LANDING_PAGES.map((page) => insertBeforeHeadEnd(this.plain, preloadLinks(manifest, page.modules, clientDist)));
    this.drawnPlain = startAfterFirstPaint(this.plain);
    this.drawnLanding = this.landing.map(startAfterFirstPaint);
  }

  /**
   * The shell for this path: with its landing page's preloads, else the plain shell; a visitor's, see above, with
   * `firstScreen` when the page was drawn with data (a public profile, `/`), else the path's drawn landing page
   * unless `drawn` is false (an address the drawing does not show, e.g. Explore's filters in the query).
   */
  page(pathname: string, { signedOut = false, firstScreen, drawn: mayDraw = true }: { signedOut?: boolean; firstScreen?: FirstScreen; drawn?: boolean } = {}): string {
    const index = LANDING_PAGES.findIndex((page) => page.path.test(pathname));
    const shell = this.landing[index] ?? this.plain; // index -1: no landing page
    if (!signedOut) return shell;
    const drawn = firstScreen ?? (mayDraw ? this.firstScreens.get(pathname) : undefined);
    // Replaced by functions: a string replacement would expand `$&`, `` $` `` and `$'` in stored text.
    if (!drawn) return shell.replace(ROOT, () => '<div id="root" data-signed-out></div>');
    // Drawn, the page paints without the app: its scripts start after that paint (start-after-paint.ts).
    const drawnShell = this.drawnLanding[index] ?? this.drawnPlain;
    // `data-drawn`: the app hydrates this markup (client/src/main.tsx) instead of drawing the page again. Not inert:
    // a field tapped before then keeps its focus and letters, which the app hands to its state once it runs
    // (client/src/shared/browser/typed-before-hydration.ts); links work as plain links meanwhile.
    const root = `<div id="root" data-signed-out data-drawn>${drawn.html}</div>`;
    const answers = Object.keys(drawn.answers).length > 0 ? `\n    <script type="application/json" id="${INLINE_ANSWERS_ID}">${jsonForScript(drawn.answers)}</script>` : '';
    return drawnShell.replace(ROOT, () => `${root}${answers}`);
  }
}

/**
 * The modules' chunks and the chunks they import, less what the entry already loads (index.html's scripts), and
 * their styles. The styles are in the page itself, one `<style>` for all of them: applied, not just fetched, so the
 * page's first screen (first-screen.ts) is drawn with them, and without a request each (Mantine's CSS comes per
 * component, client/vite.config.ts: a profile needed eight stylesheets before its first paint, each a round trip
 * on a phone's network). Each file also gets a `disabled` link, which the browser never fetches (a `media="not all"`
 * one it still fetched and parsed, on the main thread, while the page started: a Lighthouse trace of `/auth/sign-in`):
 * Vite adds a chunk's stylesheet only when no link has it yet, so the app does not load it again.
 */
function preloadLinks(manifest: Manifest, modules: string[], clientDist: string): string {
  const loaded = importClosure(manifest, ['index.html']);
  const links: string[] = [];
  const styles: string[] = [];
  for (const key of importClosure(manifest, modules)) {
    const chunk = manifest[key]; // always there: importClosure only gathers the manifest's keys
    if (!chunk || loaded.has(key)) continue;
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
    for (const css of chunk.css ?? []) {
      const file = path.join(clientDist, css);
      const text = existsSync(file) ? readFileSync(file, 'utf8') : null;
      // A file that is missing, or that would end the <style> element early, stays a link of its own.
      if (text === null || text.includes('</')) {
        links.push(`<link rel="stylesheet" crossorigin href="/${css}" />`);
      } else {
        styles.push(text);
        links.push(`<link rel="stylesheet" crossorigin href="/${css}" disabled />`);
      }
    }
  }
  return [...(styles.length ? [`<style>${styles.join('\n')}</style>`] : []), ...links].join('\n    ');
}

/** The manifest entries `keys` name (those present) and every entry they import, directly or not. */
function importClosure(manifest: Manifest, keys: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key) || !manifest[key]) return;
    found.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return found;
}
