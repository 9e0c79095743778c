import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContainer } from '../../app/container.js';
import { publicConfig } from '../system/public-config.js';
import { insertBeforeHeadEnd, jsonForScript } from './html-text.js';

/** The element the client reads its runtime configuration from (client/src/shared/config/runtime-config.ts). */
export const INLINE_CONFIG_ID = 'odance-config';

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
  private readonly indexHtml: string;
  private readonly manifest: Manifest;
  private readonly pages = new Map<number, string>();

  constructor(c: AppContainer, clientDist: string) {
    const configBlock = `<script type="application/json" id="${INLINE_CONFIG_ID}">${jsonForScript(publicConfig(c))}</script>`;
    this.indexHtml = insertBeforeHeadEnd(readFileSync(path.join(clientDist, 'index.html'), 'utf8'), configBlock);
    const manifestPath = path.join(clientDist, '.vite', 'manifest.json');
    this.manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
  }

  /** The shell for this path: with its landing page's preloads, else the plain shell. */
  page(pathname: string): string {
    const index = LANDING_PAGES.findIndex((page) => page.path.test(pathname));
    if (index < 0) return this.indexHtml;
    let html = this.pages.get(index);
    if (html === undefined) {
      html = insertBeforeHeadEnd(this.indexHtml, this.preloadLinks(LANDING_PAGES[index].modules));
      this.pages.set(index, html);
    }
    return html;
  }

  /** The modules' chunks and the chunks they import, less what the entry already loads (index.html's scripts). */
  private preloadLinks(modules: string[]): string {
    const loaded = this.closure(Object.keys(this.manifest).filter((key) => key === 'index.html'));
    const wanted = this.closure(modules.filter((key) => this.manifest[key]));
    const links: string[] = [];
    for (const key of wanted) {
      if (loaded.has(key)) continue;
      const chunk = this.manifest[key];
      links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
      for (const css of chunk.css ?? []) links.push(`<link rel="preload" as="style" href="/${css}" />`);
    }
    return links.join('\n    ');
  }

  private closure(keys: string[]): Set<string> {
    const found = new Set<string>();
    const visit = (key: string) => {
      if (found.has(key) || !this.manifest[key]) return;
      found.add(key);
      for (const imported of this.manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return found;
  }
}
