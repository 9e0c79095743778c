import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '@odance/contract';
import type { Logger } from '../../app/logger.js';

/** The landing pages whose first screen is drawn on the server for a signed-out visitor (docs/public-pages.md). */
export const FIRST_SCREEN_PATHS: readonly string[] = ['/', '/auth/sign-in', '/auth/sign-up'];

/** Where the client's build puts its pre-renderer (client/package.json `build`, client/src/prerender.tsx). */
export const PRERENDERER = path.join('.ssr', 'prerender.mjs');

type Prerender = (url: string, config: RuntimeConfig) => Promise<string>;

/**
 * The first screens of FIRST_SCREEN_PATHS as HTML, drawn once at start by the client's own components in the
 * state of its first render for a visitor (nobody signed in, data loading), so a phone paints the page before
 * its JavaScript has downloaded and run; the app's first render then replaces it with the same picture.
 * Drawn in the background after start: until then (or if the build has no pre-renderer, or it fails) pages are
 * served without, exactly as before.
 */
export class FirstScreens {
  private readonly drawn = new Map<string, string>();
  readonly ready: Promise<void>;

  constructor(clientDist: string, config: RuntimeConfig, logger: Pick<Logger, 'warn'>) {
    const file = path.join(clientDist, PRERENDERER);
    this.ready = existsSync(file) ? this.draw(file, config).catch((error: unknown) => logger.warn({ err: error }, 'first screens not drawn: pages are served without them')) : Promise.resolve();
  }

  /** The drawn first screen of `pathname`, if it has one. */
  get(pathname: string): string | undefined {
    return this.drawn.get(pathname);
  }

  private async draw(file: string, config: RuntimeConfig): Promise<void> {
    const { prerenderFirstScreen } = (await import(pathToFileURL(file).href)) as { prerenderFirstScreen: Prerender };
    for (const pagePath of FIRST_SCREEN_PATHS) {
      const html = await prerenderFirstScreen(pagePath, config);
      // A script here would be React's streaming glue, which the Content-Security-Policy refuses: not drawn whole.
      if (/<script/i.test(html)) throw new Error(`the first screen of ${pagePath} holds a script`);
      this.drawn.set(pagePath, html);
    }
  }
}
