import { Field, GraphQLISODateTime, InputType, ObjectType } from 'type-graphql';
import { type ApiScope, ApiScopeEnum } from '../../auth/index.js';
import type { PresentedOAuthClient } from '../oauth-client.presenter.js';
import type { PresentedAuthorizedApp } from '../queries/list-authorized-apps.js';
import type { ZodInputOf } from '../../../shared/graphql/zod-input.js';
import { CLIENT_NAME_MAX, type CreateOAuthClientSchema, type UpdateOAuthClientSchema } from '../oauth-client.rules.js';

@ObjectType({ description: 'An app registered with the OAuth 2.1 / OpenID Connect provider (issuer APP_URL/oauth).' })
export class OAuthClient implements PresentedOAuthClient {
  @Field({ description: 'The `client_id` the app sends to the provider (`odc_…`).' })
  clientId: string;

  @Field({ description: 'The name people see on the consent screen and on their Security page.' })
  name: string;

  @Field(() => [String], { description: 'Where the provider may send the authorization code: https, or loopback / private-scheme URIs for native apps (RFC 8252).' })
  redirectUris: string[];

  @Field(() => [ApiScopeEnum], { description: 'The API scopes the app may ask for (besides openid, email, profile, offline_access).' })
  scopes: ApiScope[];

  @Field({ description: 'Whether the app authenticates with a client secret (a server); public apps rely on PKCE alone.' })
  confidential: boolean;

  @Field({ description: 'False once its owner or an admin disabled it: the provider refuses it and its tokens were revoked.' })
  active: boolean;

  @Field({ description: 'Whether an admin vouched for the app (setOAuthClientVerified); the consent page says "Unverified app" otherwise.' })
  verified: boolean;

  @Field({ description: 'True when an admin disabled it: only an admin can enable it again.' })
  disabledByAdmin: boolean;

  @Field(() => String, { nullable: true, description: "The account that registered the app and manages it (null once that account is erased)." })
  ownerId: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When it was registered.' })
  createdAt: Date;
}

@ObjectType({ description: 'A newly registered app: the client secret is shown this once and never again.' })
export class CreateOAuthClientPayload {
  @Field(() => OAuthClient, { description: 'The app as its owner’s list will show it.' })
  client: OAuthClient;

  @Field(() => String, { nullable: true, description: 'The client secret of a confidential app; null for a public one.' })
  clientSecret: string | null;
}

@InputType({ description: 'An app to register with the OAuth provider.' })
export class CreateOAuthClientInput implements ZodInputOf<typeof CreateOAuthClientSchema, CreateOAuthClientInput> {
  @Field({ description: `Its name on the consent screen (1–${CLIENT_NAME_MAX} characters).` })
  name: string;

  @Field(() => [String], { description: 'One to ten redirect URIs, all https (a web app) or all loopback / private-scheme (a native app).' })
  redirectUris: string[];

  @Field(() => [ApiScopeEnum], { description: 'The API scopes the app may ask for (`admin` only for an admin’s app).' })
  scopes: ApiScope[];

  @Field({ description: 'True for a server that can keep a secret; false for mobile, desktop and single-page apps.' })
  confidential: boolean;
}

@InputType({ description: 'What to change on an app: absent fields stay as they are.' })
export class UpdateOAuthClientInput implements ZodInputOf<typeof UpdateOAuthClientSchema, UpdateOAuthClientInput, 'name' | 'redirectUris'> {
  @Field({ description: 'The app’s client id.' })
  clientId: string;

  @Field(() => String, { nullable: true, description: `Its new name on the consent screen (1–${CLIENT_NAME_MAX} characters).` })
  name?: string | null;

  @Field(() => [String], { nullable: true, description: 'Its new redirect URIs (the same rules as when registering).' })
  redirectUris?: string[] | null;
}

@ObjectType({ description: 'An app the viewer allowed to act on their behalf.' })
export class AuthorizedApp implements PresentedAuthorizedApp {
  @Field({ description: 'The app’s client id.' })
  clientId: string;

  @Field({ description: 'The app’s name.' })
  name: string;

  @Field(() => [String], { description: 'What the viewer allowed it: API scopes and OpenID scopes (openid, email, profile, offline_access).' })
  scopes: string[];

  @Field(() => GraphQLISODateTime, { description: 'When the viewer last allowed it.' })
  allowedAt: Date;
}
