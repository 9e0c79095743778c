import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import { formatGraphQLError } from '../shared/graphql/format-error.js';
import type { AppContainer, RequestContext } from '../kernel/context.js';
import { operationOutcomePlugin } from '../shared/graphql/operation-outcome.js';
import { introspectionPolicy } from '../shared/graphql/introspection-policy.js';
import { graphqlScopesPlugin } from '../modules/auth/graphql-scopes.js';
import { holdsScope, isBearerRequest } from '../modules/auth/scopes.js';

/** How documents are parsed, over HTTP and the WebSocket: a refused one is a syntax error, HTTP 400. */
export const GRAPHQL_PARSE_OPTIONS = { maxTokens: 2000 } as const;

/** graphql-armor's limits, for HTTP (Apollo's plugins and rules) and the WebSocket (its rules: modules/live). */
export function armorProtection(container: AppContainer) {
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    // The token limit is graphql-js's own parse option (GRAPHQL_PARSE_OPTIONS): armor's parses again in a plugin
    // hook, where Apollo takes any error, a plain syntax error included, for a fault of the server (HTTP 500).
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    // Field suggestions would reveal the schema to those not allowed to introspect it.
    blockFieldSuggestion: { enabled: container.config.isProduction },
  });
  return armor.protect();
}

export function createApolloServer(container: AppContainer, schema: GraphQLSchema): ApolloServer<RequestContext> {
  const protection = armorProtection(container);
  const plugins: ApolloServerPlugin<RequestContext>[] = [
    ...(protection.plugins as ApolloServerPlugin<RequestContext>[]),
    // The explorer is bundled into the admin panel; Apollo's landing page would load from a CDN.
    ApolloServerPluginLandingPageDisabled(),
    // No cache hints are used (POSTs, per-user data): without this, Apollo's default cache-control plugin wraps
    // every field resolver of every request (docs/decisions.md#the-http-pipeline).
    ApolloServerPluginCacheControlDisabled(),
    // Not a federated subgraph: Apollo's default inline-trace plugin would only answer every request that it is off.
    ApolloServerPluginInlineTraceDisabled(),
    // In production only admins (the admin panel's explorer needs it) and bearer tokens with `read` (partners' tools) may read the schema.
    introspectionPolicy(container.config.isProduction, async (context) => {
      const viewer = await context.viewer();
      return viewer?.role === 'admin' || (viewer !== null && isBearerRequest(context.req) && holdsScope(context.req, 'read'));
    }),
    // A bearer token's scopes against the operation's root fields (modules/auth/api-scopes.ts).
    graphqlScopesPlugin(),
    // Operation name and error codes for the log line and metrics; 503 when the database failed the whole operation.
    operationOutcomePlugin(),
  ];
  return new ApolloServer<RequestContext>({
    schema,
    plugins,
    validationRules: protection.validationRules,
    parseOptions: GRAPHQL_PARSE_OPTIONS,
    allowBatchedHttpRequests: false,
    // Automatic persisted queries are off: Apollo keeps their hashes per process, so a hash registered on one
    // replica would fail on the next (README "API access"). A client that sends one is told so and sends the text.
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    introspection: true, // gated per request by introspectionPolicy
    csrfPrevention: true,
    formatError: formatGraphQLError(container.logger, container.config.isProduction),
    // The process owns its shutdown (kernel/shutdown.ts): Apollo's own handler re-raised SIGTERM and cut
    // requests in flight (it is only installed when NODE_ENV is not test, so only production saw it).
    stopOnTerminationSignals: false,
  });
}
