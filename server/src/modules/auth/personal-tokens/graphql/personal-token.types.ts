import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { API_SCOPES, type ApiScope } from '../../scopes.js';
import type { PresentedPersonalToken } from '../personal-token.presenter.js';
import type { ZodInputOf } from '../../../../shared/graphql/zod-input.js';
import { TOKEN_DAYS, TOKEN_NAME_MAX, type CreatePersonalAccessTokenSchema } from '../personal-token.rules.js';

/** The GraphQL enum of API scopes; values are the scope names themselves (`read`, `transfers`, …). */
export const ApiScopeEnum = Object.fromEntries(API_SCOPES.map((scope) => [scope, scope])) as { [S in ApiScope]: S };
registerEnumType(ApiScopeEnum, {
  name: 'ApiScope',
  description: 'What a bearer token may do. A cookie session holds every scope of its role; public reads need none.',
  valuesConfig: {
    read: { description: "The viewer's own data: me, own profiles, balance, histories, payments, invoices, own distributor view. Never writes." },
    profiles: { description: 'Create, update and delete own profiles; uploads.' },
    transfers: { description: 'transferOdance, buyOdance, retrying and confirming a payment.' },
    distributions: { description: 'makeDistribution (distributors only).' },
    notifications: { description: 'markNotificationsRead: marking the viewer\'s notifications read (reading them needs only read).' },
    webhooks: { description: "The viewer's webhook endpoints: create, list, delete, and their delivery log." },
    admin: { description: 'Admin operations (admins only).' },
  },
});

@ObjectType({ description: "A personal access token of the viewer's (the token itself is shown only once, when created)." })
export class PersonalAccessToken implements PresentedPersonalToken {
  @Field(() => ID, { description: 'Identifies the token for revocation.' })
  id: string;

  @Field({ description: 'The name its owner gave it, e.g. the script that uses it.' })
  name: string;

  @Field(() => [ApiScopeEnum], { description: 'What the token may do.' })
  scopes: ApiScope[];

  @Field(() => GraphQLISODateTime, { description: 'When it was created.' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it stops working.' })
  expiresAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was last used (to within five minutes); null if never.' })
  lastUsedAt: Date | null;
}

@ObjectType({ description: 'A new personal access token: the token is shown this once and never again.' })
export class CreatePersonalAccessTokenPayload {
  @Field({ description: 'The token, `odp_…`: send it as `Authorization: Bearer <token>`.' })
  token: string;

  @Field(() => PersonalAccessToken, { description: 'What the token list will show of it.' })
  personalAccessToken: PersonalAccessToken;
}

@InputType({ description: 'A personal access token to create.' })
export class CreatePersonalAccessTokenInput implements ZodInputOf<typeof CreatePersonalAccessTokenSchema, CreatePersonalAccessTokenInput> {
  @Field({ description: `A name to recognise it by (1–${TOKEN_NAME_MAX} characters).` })
  name: string;

  @Field(() => [ApiScopeEnum], { description: "What it may do; only scopes the viewer's role can use." })
  scopes: ApiScope[];

  @Field(() => Int, { nullable: true, description: `Days until it expires, ${TOKEN_DAYS.min}–${TOKEN_DAYS.max} (default ${TOKEN_DAYS.default}).` })
  expiresInDays?: number | null;
}
