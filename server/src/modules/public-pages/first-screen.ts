import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '@odance/contract';
import type { Logger } from '../../kernel/logger.js';

/**
 * The landing pages drawn once, without data (docs/public-pages.md): a visitor's `/` is drawn with its data
 * (landingWithData) and served this way only should that fail; a public profile is drawn with its own.
 */
export const FIRST_SCREEN_PATHS: readonly string[] = ['/', '/auth/sign-in', '/auth/sign-up'];

/** Where the client's build puts its pre-renderer (client/package.json `build`, client/src/prerender.tsx). */
export const PRERENDERER = path.join('.ssr', 'prerender.mjs');

/** Profiles' first screens kept (by path and profile version): a shared link is opened by many at once. */
const DRAWN_PROFILES_MAX = 500;

/** What client/src/prerender.tsx exports. */
interface Prerenderer {
  prerenderFirstScreen(url: string, config: RuntimeConfig, answers?: Record<string, unknown>): Promise<string>;
  firstScreenQueries(url: string): Array<{ key: string; query: string; variables: Record<string, unknown> }>;
}

/** Runs a query as the visitor asking for the page; null when it has no data. */
export type AnswerQuery = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

/** A first screen and the answers it was drawn with (the page carries them, so the app's first render is the same). */
export interface FirstScreen {
  html: string;
  answers: Record<string, unknown>;
}

/**
 * First screens for signed-out visitors, drawn by the client's own components (client/src/prerender.tsx) in the
 * state of the app's first render (a visitor; data loading, or the answers the page carries), so a phone paints
 * the page before its JavaScript has downloaded and run, and the app's first render replaces it with the same
 * picture. FIRST_SCREEN_PATHS are drawn once in the background after start; a profile when first asked for, with
 * its data. Until drawn, or without a pre-renderer in the build, or if it fails, pages are served as before.
 */
export class FirstScreens {
  private readonly drawn = new Map<string, FirstScreen>();
  private readonly profiles = new Map<string, Promise<FirstScreen | undefined>>();
  /** Landing pages drawn with their data (`/` with Explore's first page), the latest version of each. */
  private readonly landings = new Map<string, { version: string; drawing: Promise<FirstScreen | undefined> }>();
  private readonly prerenderer: Promise<Prerenderer | undefined>;
  readonly ready: Promise<void>;

  constructor(
    clientDist: string,
    private readonly config: RuntimeConfig,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {
    const file = path.join(clientDist, PRERENDERER);
    this.prerenderer = existsSync(file) ? (import(pathToFileURL(file).href) as Promise<Prerenderer>) : Promise.resolve(undefined);
    this.ready = this.drawLandingPages().catch((error: unknown) => this.failed(error));
  }

  /** The drawn first screen of a page of FIRST_SCREEN_PATHS, once drawn. */
  get(pathname: string): FirstScreen | undefined {
    return this.drawn.get(pathname);
  }

  /**
   * The first screen of a page drawn with its data (a public profile): `version` names the data's state, so a
   * changed profile is drawn anew. Undefined when the page has no queries, an answer is missing, or drawing fails.
   */
  withData(pathname: string, version: string, answer: AnswerQuery): Promise<FirstScreen | undefined> {
    const key = `${pathname}\n${version}`;
    let drawing = this.profiles.get(key);
    if (!drawing) {
      drawing = this.drawWithData(pathname, answer).catch((error: unknown) => this.failed(error));
      this.profiles.set(key, drawing);
      // Oldest first out (a Map keeps insertion order).
      if (this.profiles.size > DRAWN_PROFILES_MAX) this.profiles.delete(this.profiles.keys().next().value as string);
    }
    return drawing;
  }

  /**
   * A landing page drawn with its data (`/`: Explore's first page of profiles), kept while `version` stays (the
   * caller's clock: a minute). Only the latest version is kept. Undefined when drawing fails.
   */
  landingWithData(pathname: string, version: string, answer: AnswerQuery): Promise<FirstScreen | undefined> {
    const kept = this.landings.get(pathname);
    if (kept?.version === version) return kept.drawing;
    const drawing = this.drawWithData(pathname, answer).catch((error: unknown) => this.failed(error));
    this.landings.set(pathname, { version, drawing });
    return drawing;
  }

  private async drawLandingPages(): Promise<void> {
    const prerenderer = await this.prerenderer;
    if (!prerenderer) return;
    for (const pagePath of FIRST_SCREEN_PATHS) this.drawn.set(pagePath, checked(pagePath, await prerenderer.prerenderFirstScreen(pagePath, this.config), {}));
  }

  private async drawWithData(pathname: string, answer: AnswerQuery): Promise<FirstScreen | undefined> {
    const prerenderer = await this.prerenderer;
    const queries = prerenderer?.firstScreenQueries(pathname) ?? [];
    if (!prerenderer || queries.length === 0) return undefined;
    const answers: Record<string, unknown> = {};
    for (const { key, query, variables } of queries) {
      const data = await answer(query, variables);
      if (data == null) return undefined;
      answers[key] = data;
    }
    return checked(pathname, await prerenderer.prerenderFirstScreen(pathname, this.config, answers), answers);
  }

  private failed(error: unknown): undefined {
    this.logger.warn({ err: error }, 'a first screen was not drawn: the page is served without it');
    return undefined;
  }
}

/** A script here would be React's streaming glue, which the Content-Security-Policy refuses: not drawn whole. */
function checked(pathname: string, html: string, answers: Record<string, unknown>): FirstScreen {
  if (/<script/i.test(html)) throw new Error(`the first screen of ${pathname} holds a script`);
  return { html, answers };
}
