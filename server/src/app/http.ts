import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { HelmetOptions } from 'helmet';
import type { GraphQLSchema } from 'graphql';
import { restErrorHandler, restNotFound } from '../shared/http/error-handler.js';
import { xsrfProtection } from '../shared/http/xsrf.js';
import { securityHeaders } from '../shared/http/security-headers.js';
import { requestLog } from '../shared/http/request-log.js';
import { graphqlHttp } from '../shared/http/graphql-http.js';
import { createContext, type GraphQLContext } from '../shared/graphql/context.js';
import { createApolloServer } from './graphql.js';
import type { AppContainer } from './container.js';
import type { AppConfig } from './config.js';
import { buildRestRouter } from './rest.js';
import { publicConfig } from '../modules/system/public-config.js';
import { devMailboxRouter } from '../modules/mail/dev-mailbox.js';
import { DEV_CHECKOUT_FORM_PATH, devCheckoutRouter } from '../modules/payments/dev-checkout.js';
import { checkHealth } from '../modules/system/health.js';
import { installBenchHooks } from './bench-hooks.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_CLIENT_DIST = path.resolve(here, '../../../client/dist');
// Paths the server owns; every other GET gets the web app, which shows its own not-found screen.
const SERVER_PATHS = /^\/(api|graphql|media|health|config\.json|dev)(\/|$)/;

/** helmet's options: static values only (securityHeaders computes the headers once). */
export function helmetOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes and injects its CSS variables.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3?.endpoint ? [config.s3.endpoint] : [])],
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
  apollo: ApolloServer<GraphQLContext>;
}

/**
 * One readable pipeline: logging → security headers → cookies → anti-forgery → GraphQL → compression → the
 * other routes → errors. GraphQL compresses its own answers (shared/http/graphql-http.ts).
 */
export async function buildHttpApp(container: AppContainer, schema: GraphQLSchema): Promise<HttpApp> {
  const { config, logger } = container;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  // Benchmark-only (BENCH_BASELINE_ROUTE=true, refused in production): mounted before everything else.
  if (config.benchHooks) installBenchHooks(app, container);

  // One short line a request: no headers, so no cookies or tokens in the logs.
  app.use(requestLog(logger, { ignore: (url) => url === '/health' }));
  app.use(securityHeaders(helmetOptions(config)));
  app.use(cookieParser());
  // The test checkout's forms carry the token in a field, which its router checks (dev-checkout.ts).
  app.use(xsrfProtection({ secure: config.isProduction, exemptPaths: [`${config.apiUrl}/webhooks/stripe`, DEV_CHECKOUT_FORM_PATH] }));

  // GraphQL first among the routes: its requests (most of the traffic) do not walk the REST and dev routers.
  const apollo = createApolloServer(container, schema);
  await apollo.start();
  app.use(
    config.graphqlUrl,
    express.json({ limit: '256kb' }),
    graphqlHttp(apollo, async (req, res): Promise<GraphQLContext> => createContext(container, req, res)),
  );

  app.use(compression());

  app.get('/health', async (_req, res) => {
    const health = await checkHealth(container);
    res.status(health.status === 'ok' ? 200 : 503).json(health);
  });
  app.get('/config.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(publicConfig(container));
  });

  app.use(config.apiUrl, buildRestRouter(container), restNotFound);
  if (!config.isProduction) app.use(devMailboxRouter(container));
  if (!config.isProduction && !config.stripe) app.use(devCheckoutRouter(container));

  app.use('/media', express.static(path.join(config.dataDir, 'uploads'), { fallthrough: false, maxAge: '7d' }));

  const clientDist = config.clientDist ? path.resolve(config.clientDist) : DEFAULT_CLIENT_DIST;
  if (existsSync(path.join(clientDist, 'index.html'))) {
    // Vite's hashed assets never change under one name: cache them for a year; index.html is always revalidated.
    app.use('/assets', express.static(path.join(clientDist, 'assets'), { maxAge: '365d', immutable: true, fallthrough: false }));
    app.use(express.static(clientDist, { index: false, maxAge: '1h' }));
    app.get(/.*/, (req, res, next) => {
      if (SERVER_PATHS.test(req.path)) return next();
      res.set('Cache-Control', 'no-cache').sendFile(path.join(clientDist, 'index.html'));
    });
  } else {
    logger.warn({ clientDist }, 'the client is not built: only the API is served (run `npm run build`)');
  }

  app.use(restNotFound);
  app.use(restErrorHandler);
  return { app, apollo };
}
