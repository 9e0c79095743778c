import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import compression from 'compression';
import express, { type Express } from 'express';
import type { HelmetOptions } from 'helmet';
import type { GraphQLSchema } from 'graphql';
import { cookieOf, parseCookies } from '../shared/http/cookies.js';
import { graphqlErrorHandler, restErrorHandler, restNotFound } from '../shared/http/error-handler.js';
import { xsrfProtection } from '../shared/http/xsrf.js';
import { securityHeaders } from '../shared/http/security-headers.js';
import { requestLog } from '../shared/http/request-log.js';
import { loopbackOnly } from '../shared/http/loopback-only.js';
import { apiCors } from '../shared/http/api-cors.js';
import { pipeline } from '../shared/http/pipeline.js';
import { bearerAuthentication } from '../modules/auth/bearer-authentication.js';
import { ApiRateLimit } from '../modules/auth/api-rate-limit.js';
import { lookUpViewerAhead, meLookupStatement } from '../modules/accounts/index.js';
import { AppShell, publicPagesRouter, START_SCRIPT_SOURCE } from '../modules/public-pages/index.js';
import { graphqlHttp } from '../shared/http/graphql-http.js';
import { jsonBody } from '../shared/http/json-body.js';
import type { AppContainer, RequestContext } from '../kernel/context.js';
import { createApolloServer } from './graphql.js';
import { printContract } from './schema.js';
import type { AppConfig } from '../kernel/config.js';
import { buildRestRouter } from './rest.js';
import { publicConfig } from '../modules/system/public-config.js';
import { devMailboxRouter } from '../modules/mail/dev-mailbox.js';
import { DEV_CHECKOUT_FORM_PATH, devCheckoutRouter } from '../modules/payments/dev-checkout.js';
import { ReadinessCheck } from '../modules/system/readiness.js';
import { httpMetrics, metricsHandler } from './ops/metrics.js';
import type { Shutdown } from '../kernel/shutdown.js';
import { installBenchHooks } from './bench-hooks.js';
import { mediaImageOrigin } from '../modules/media/s3-public-base.js';
import { OAUTH_PATH, OAuthProviderHost, oauthHttpsOnly, oauthInteractionRouter } from '../modules/oauth/index.js';
import { AppError } from '../shared/errors/app-error.js';
import { ErrorCode } from '../shared/errors/error-codes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_CLIENT_DIST = path.resolve(here, '../../../client/dist');
// Paths the server owns; every other GET gets the web app, which shows its own not-found screen.
const SERVER_PATHS = /^\/(api|graphql|media|health|config\.json|dev)(\/|$)/;
// Not pages either: the usual probe and metrics paths and anything with a file extension (a missing asset, a
// scanner's /wp-login.php) get a 404 rather than the app's HTML with a 200.
const NOT_PAGES = /^\/(metrics|healthz|readyz|livez|\.well-known)(\/|$)|\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** helmet's options: static values only (securityHeaders computes the headers once). */
export function helmetOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // One inline script by its hash: the drawn pages' start of the app (modules/public-pages/start-after-paint.ts).
        scriptSrc: ["'self'", START_SCRIPT_SOURCE],
        // Mantine sets inline style attributes and injects its CSS variables.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(mediaImageOrigin(config) ? [mediaImageOrigin(config)!] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'", 'https://checkout.stripe.com', 'https://accounts.google.com'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction,
  };
}

export interface HttpApp {
  app: Express;
  apollo: ApolloServer<RequestContext>;
}

/**
 * One readable pipeline: logging → security headers → cookies → anti-forgery → GraphQL → compression → the
 * other routes → errors. GraphQL compresses its own answers (shared/http/graphql-http.ts).
 */
export interface HttpOptions {
  /** The process's shutdown: tracks requests in flight and makes /health/ready answer 503 while stopping. */
  shutdown?: Shutdown;
}

export async function buildHttpApp(container: AppContainer, schema: GraphQLSchema, options: HttpOptions = {}): Promise<HttpApp> {
  const { config, logger } = container;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Benchmark-only (BENCH_BASELINE_ROUTE=true, refused in production): mounted before everything else.
  if (config.benchHooks) installBenchHooks(app, container);

  // Every request's first steps, as one layer (shared/http/pipeline.ts).
  app.use(
    pipeline(
      ...(options.shutdown ? [options.shutdown.track()] : []),
      httpMetrics(),
      // One short line a request: no headers, so no cookies or tokens in the logs.
      requestLog(logger, { ignore: (url) => url === '/health' || url.startsWith('/health/') || url === '/metrics' }),
      securityHeaders(helmetOptions(config)),
      parseCookies,
    ),
  );
  // CORS, then a rate limit per token / per anonymous IP, shared by the replicas; browser sessions are not counted
  // (modules/auth/api-rate-limit.ts).
  // Anonymous requests are counted here, bearer requests once their token is looked up (known: its own allowance;
  // unknown: the IP's).
  const rateLimit = new ApiRateLimit(container);
  app.use([config.graphqlUrl, config.apiUrl], pipeline(apiCors, rateLimit.anonymous));
  // A bearer request is authenticated (or refused) by its token before anti-forgery, which it does not need.
  // `me` is most of what scripts ask: the token's lookup up front is `me`'s, whose row the resolver then reuses.
  app.use(config.graphqlUrl, bearerAuthentication(container, { rateLimit, lookup: meLookupStatement(container) }));
  app.use(config.apiUrl, bearerAuthentication(container, { rateLimit }));
  // The test checkout's forms carry the token in a field, which its router checks (dev-checkout.ts). The OAuth
  // provider's endpoints are called by apps, not by our pages, and are protected by OAuth itself (PKCE, client
  // authentication); its interaction routes are our pages' own calls and keep the check.
  const oauthEndpoints = new RegExp(`^${OAUTH_PATH}/(?!interaction/)`);
  app.use(
    xsrfProtection({
      secure: config.isProduction,
      sessionCookie: config.authTokenName,
      exemptPaths: [`${config.apiUrl}/webhooks/stripe`, DEV_CHECKOUT_FORM_PATH, oauthEndpoints],
      apiPaths: [config.graphqlUrl, config.apiUrl],
    }),
  );

  // GraphQL first among the routes: its requests (most of the traffic) do not walk the REST and dev routers.
  const apollo = createApolloServer(container, schema);
  await apollo.start();
  // The schema as text for partners' tools and codegen (README "API access"); public, like the operations it lists.
  const sdl = printContract(schema);
  app.get(`${config.graphqlUrl}/schema.graphql`, (_req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=300').send(sdl);
  });
  app.use(
    config.graphqlUrl,
    pipeline(
      jsonBody(256 * 1024),
      lookUpViewerAhead(container, config.authTokenName),
      graphqlHttp(apollo, async (req, res): Promise<RequestContext> => container.contextOf(req, res)),
    ),
  );
  // What refused a /graphql request before Apollo (anti-forgery, rate limit, a body too large or not JSON) answers in
  // GraphQL's shape, as Apollo's own refusals do.
  app.use(config.graphqlUrl, graphqlErrorHandler);

  app.use(compression());

  // docs/operations.md: live = the process serves; serving = live and not stopping (what a balancer routes on: a
  // database outage must not take every replica out; requests that need the database then get 503
  // with Retry-After from the app itself); ready (and /health) = database up, no migration pending, not stopping.
  const stopping = () => options.shutdown?.stopping ?? false;
  const readiness = new ReadinessCheck(container, stopping);
  app.get('/health/live', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', version: container.version });
  });
  app.get('/health/serving', (_req, res) => {
    const ok = !stopping();
    res.set('Cache-Control', 'no-store').status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', stopping: !ok, version: container.version });
  });
  app.get(['/health', '/health/ready'], async (_req, res) => {
    const { ok, body } = await readiness.check();
    res.set('Cache-Control', 'no-store').status(ok ? 200 : 503).json(body);
  });
  app.get('/metrics', metricsHandler(config.metricsToken));
  app.get('/config.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(publicConfig(container));
  });

  app.use(config.apiUrl, buildRestRouter(container), restNotFound);
  // The OAuth 2.1 / OpenID Connect provider (modules/oauth/README.md); `/oauth/interaction/:uid` is the web app's
  // sign-in and consent page (served below with the other pages), its JSON calls are oauthInteractionRouter's.
  const oauth = await OAuthProviderHost.start(container, config.oauthKeysRefreshMs);
  options.shutdown?.add('oauth keys', () => oauth.stop());
  app.use(OAUTH_PATH, oauthHttpsOnly(config, logger));
  app.use(oauthInteractionRouter(container, oauth));
  app.use(OAUTH_PATH, (req, res, next) => (req.path.startsWith('/interaction/') ? next() : oauth.callback(req, res)));
  // Development routes: never in production, and only for this machine's own clients (shared/http/loopback-only.ts).
  if (!config.isProduction) {
    const dev = express.Router();
    dev.use('/dev', loopbackOnly);
    dev.use(devMailboxRouter(container));
    if (!config.stripe) dev.use(devCheckoutRouter(container));
    app.use(dev);
  }

  // Uploaded images may be embedded by partner apps and other sites (README "API access").
  app.use('/media', (_req, res, next) => {
    res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  app.use('/media', express.static(path.join(config.dataDir, 'uploads'), { fallthrough: false, maxAge: '7d' }));

  const clientDist = config.clientDist ? path.resolve(config.clientDist) : DEFAULT_CLIENT_DIST;
  const indexHtmlPath = path.join(clientDist, 'index.html');
  const clientBuilt = existsSync(indexHtmlPath);
  // `/`, public profiles (their head names them), robots.txt and the sitemaps: modules/public-pages.
  const shell = clientBuilt ? new AppShell(container, clientDist) : undefined;
  // A public profile's first screen is drawn with the answer the app would get (modules/public-pages/first-screen.ts).
  const answerQuery = (req: express.Request, res: express.Response) => async (query: string, variables: Record<string, unknown>) => {
    const result = await apollo.executeOperation({ query, variables }, { contextValue: container.contextOf(req, res) });
    return result.body.kind === 'single' && !result.body.singleResult.errors ? result.body.singleResult.data : null;
  };
  app.use(publicPagesRouter(container, { shell, sitemapLimit: config.sitemapUrlLimit, answerQuery }));
  if (shell) {
    // Source maps are never served (client/vite.config.ts writes them `hidden`, for local tools only).
    app.use((req, _res, next) => next(req.path.endsWith('.map') ? new AppError(ErrorCode.NOT_FOUND) : undefined));
    // Vite's hashed assets never change under one name: cache them for a year; index.html is always revalidated.
    app.use('/assets', express.static(path.join(clientDist, 'assets'), { maxAge: '365d', immutable: true, fallthrough: false }));
    app.use(express.static(clientDist, { index: false, maxAge: '1h' }));
    app.get(/.*/, (req, res, next) => {
      if (SERVER_PATHS.test(req.path) || NOT_PAGES.test(req.path)) return next();
      const signedOut = !cookieOf(req, config.authTokenName);
      res.set('Cache-Control', 'no-cache').set('Vary', 'Cookie').type('text/html; charset=utf-8').send(shell.page(req.path, { signedOut }));
    });
  } else {
    logger.warn({ clientDist }, 'the client is not built: only the API is served (run `npm run build`)');
  }

  app.use(restNotFound);
  app.use(restErrorHandler);
  return { app, apollo };
}
