import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray, type PubSub } from 'type-graphql';
import { AccountResolver } from '../modules/accounts/graphql/account.resolver.js';
import { ProfileFieldsResolver } from '../modules/profiles/graphql/profile-fields.resolver.js';
import { ProfilePageTotalResolver, ProfileResolver } from '../modules/profiles/graphql/profile.resolver.js';
import { LedgerResolver } from '../modules/ledger/graphql/ledger.resolver.js';
import { PaymentResolver } from '../modules/payments/graphql/payment.resolver.js';
import { SystemResolver } from '../modules/system/graphql/system.resolver.js';
import { SecondFactorResolver } from '../modules/auth/second-factor/graphql/second-factor.resolver.js';
import { PersonalTokenResolver } from '../modules/auth/personal-tokens/graphql/personal-token.resolver.js';
import { DistributorAdminResolver } from '../modules/distributors/graphql/distributor-admin.resolver.js';
import { OAuthResolver } from '../modules/oauth/index.js';
import { DistributorResolver } from '../modules/distributors/graphql/distributor.resolver.js';
import { NotificationResolver } from '../modules/notifications/graphql/notification.resolver.js';
import { BalanceChangedResolver } from '../modules/ledger/graphql/balance-changed.resolver.js';
import { PaymentUpdatedResolver } from '../modules/payments/graphql/payment-updated.resolver.js';
import { WebhookResolver } from '../modules/webhooks/graphql/webhook.resolver.js';
import { MoneyRequestResolver } from '../modules/money-requests/graphql/money-request.resolver.js';
import { AdminMembersResolver } from '../modules/accounts/graphql/admin-members.resolver.js';
import { MoneyTotalsResolver } from '../modules/ledger/graphql/money-totals.resolver.js';

/** The committed contract at the repo root (same depth from src/app and dist/app). */
export const CONTRACT_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema.graphql');

// Every module's resolvers; the emitted schema.graphql is built from exactly this list.
const resolvers: NonEmptyArray<Function> = [SystemResolver, AccountResolver, ProfileResolver, ProfilePageTotalResolver, ProfileFieldsResolver, LedgerResolver, PaymentResolver, DistributorResolver, DistributorAdminResolver, PersonalTokenResolver, SecondFactorResolver, OAuthResolver, NotificationResolver, BalanceChangedResolver, PaymentUpdatedResolver, WebhookResolver,
  MoneyRequestResolver, AdminMembersResolver, MoneyTotalsResolver];

/**
 * type-graphql wants a PubSub for subscriptions; ours bring their own `subscribe` (the replica's LiveHub,
 * modules/live), so topic-based subscriptions are refused rather than silently served from one process.
 */
const NO_TOPICS: PubSub = {
  publish: () => {
    throw new Error('publish through modules/live (pg_notify), not type-graphql topics');
  },
  subscribe: () => {
    throw new Error('subscribe through modules/live, not type-graphql topics');
  },
};

export async function buildAppSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers, validate: false, emitSchemaFile: false, pubSub: NO_TOPICS });
  // type-graphql names the root types but cannot describe them.
  schema.getQueryType()!.description = 'Reads. Public ones need no token; the others say which scope they need (README "API access").';
  schema.getMutationType()!.description = 'Changes. Each says which scope a bearer token needs; some are for the browser session only.';
  schema.getSubscriptionType()!.description = 'Live updates over WebSocket on /graphql (graphql-transport-ws); scope read.';
  return schema;
}

/** The contract as committed in schema.graphql: sorted, so the text only changes when the graph does. */
export function printContract(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
