import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_CONFIG_ID } from '@odance/contract';
import type { AppContainer } from '../../app/container.js';
import { publicConfig } from '../system/index.js';
import { insertBeforeHeadEnd, jsonForScript } from './html-text.js';

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
 * - on a landing page, `modulepreload` and style `preload` links for that page's chunks (LANDING_PAGES).
 */
export class AppShell {
  private readonly plain: string;
  /** LANDING_PAGES' shells, in the same order. */
  private readonly landing: string[];

  constructor(c: AppContainer, clientDist: string) {
    const configBlock = `<script type="application/json" id="${INLINE_CONFIG_ID}">${jsonForScript(publicConfig(c))}</script>`;
    this.plain = insertBeforeHeadEnd(readFileSync(path.join(clientDist, 'index.html'), 'utf8'), configBlock);
    const manifestPath = path.join(clientDist, '.vite', 'manifest.json');
    const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
    this.landing = LANDING_PAGES.map((page) => insertBeforeHeadEnd(this.plain, preloadLinks(manifest, page.modules)));
  }

  /** The shell for this path: with its landing page's preloads, else the plain shell. */
  page(pathname: string): string {
    const index = LANDING_PAGES.findIndex((page) => page.path.test(pathname));
    return index < 0 ? this.plain : this.landing[index];
  }
}

/** The modules' chunks and the chunks they import, less what the entry already loads (index.html's scripts). */
function preloadLinks(manifest: Manifest, modules: string[]): string {
  const loaded = importClosure(manifest, ['index.html']);
  const links: string[] = [];
  for (const key of importClosure(manifest, modules)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key];
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
    for (const css of chunk.css ?? []) links.push(`<link rel="preload" as="style" href="/${css}" />`);
  }
  return links.join('\n    ');
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
