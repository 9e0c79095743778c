import { StrictMode } from 'react';
// The edge build, not react-dom/static's Node one: that one runs every render in an AsyncLocalStorage, and on
// Node 20 the first such run turns on promise hooks for the whole process for good (every promise the API makes
// afterwards pays for them: npm run bench, transferRatio). The edge build keeps its request in a variable.
import { prerender } from 'react-dom/static.edge';
import { print } from 'graphql';
import { matchPath } from 'react-router';
import { createApiClients } from './app/api-clients';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { AppProviders } from './app/AppProviders';
import { preloadPagesOf } from './app/pages';
import { StaticAppRouter } from './app/router';
import { routes } from './app/routes';
import { UiProvider } from './app/UiProvider';
import { exploreVariables, readExploreFilters } from './features/explore/explore-filters';
import { ExploreProfilesDocument, PublicProfileDocument, type ProfileType } from './gql/graphql';
import { answerKey, primeAnswers } from './shared/api/use-graphql-query';
import type { RuntimeConfig } from './shared/config/runtime-config';

/** A query a first screen needs answered: the server runs it (as the visitor) and passes the answer back. */
export interface FirstScreenQuery {
  key: string;
  query: string;
  variables: Record<string, unknown>;
}

/** The queries the first screen of `url` shows the answers of: Explore's first page on `/`, a public profile's. */
export function firstScreenQueries(url: string): FirstScreenQuery[] {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === '/') {
    const variables = exploreVariables(readExploreFilters(searchParams));
    return [{ key: answerKey(ExploreProfilesDocument, variables), query: print(ExploreProfilesDocument), variables }];
  }
  const profile = matchPath('/profile/:type/:id', pathname);
  if (!profile) return [];
  const variables = { type: profile.params.type as ProfileType, id: profile.params.id! };
  return [{ key: answerKey(PublicProfileDocument, variables), query: print(PublicProfileDocument), variables }];
}

/**
 * A landing page's first screen for a signed-out visitor, as HTML: drawn by the components the browser runs, in
 * the state of the browser's first render (a visitor, data still loading), so the browser paints it before any
 * script has run, and the app hydrates it (main.tsx): the same tree as the browser's first render, to the element. Built for Node by
 * `vite build --ssr` (client/package.json) and called by the server (server/src/modules/public-pages/first-screen.ts).
 */
export async function prerenderFirstScreen(url: string, config: RuntimeConfig, answers: Record<string, unknown> = {}): Promise<string> {
  // Loaded first, as main.tsx does: a page still loading would be drawn as its spinner.
  await preloadPagesOf(routes, new URL(url, 'http://localhost').pathname);
  const clients = createApiClients(config, { signedOut: true });
  primeAnswers(clients.graphql, answers);
  const { prelude } = await prerender(
    <StrictMode>
      <UiProvider>
        <AppErrorBoundary>
          <AppProviders config={config} clients={clients}>
            <StaticAppRouter location={url} />
          </AppProviders>
        </AppErrorBoundary>
      </UiProvider>
    </StrictMode>,
    // Every boundary inline: past this size React would move a finished boundary out of line behind a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
