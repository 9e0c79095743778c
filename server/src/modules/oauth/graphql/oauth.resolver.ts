import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../app/request-context.js';
import { createOAuthClient } from '../commands/create-oauth-client.js';
import { revokeAuthorizedApp } from '../commands/revoke-authorized-app.js';
import { setOAuthClientActive } from '../commands/set-oauth-client-active.js';
import { listAuthorizedApps } from '../queries/list-authorized-apps.js';
import { listOAuthClients } from '../queries/list-oauth-clients.js';
import { AuthorizedApp, CreateOAuthClientInput, CreateOAuthClientPayload, OAuthClient } from './oauth.types.js';
import { Access } from '../../auth/index.js';

@Resolver()
export class OAuthResolver {
  @Access({ who: 'admin', scope: 'admin' })
  @Query(() => [OAuthClient], { description: 'Every app registered with the OAuth provider, newest first (admins; scope admin).' })
  async oauthClients(@Ctx() ctx: GraphQLContext): Promise<OAuthClient[]> {
    return listOAuthClients(ctx);
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Mutation(() => CreateOAuthClientPayload, { description: 'Registers an app with the OAuth provider (admins; scope admin).' })
  async createOAuthClient(@Arg('input', () => CreateOAuthClientInput, { description: 'The app to register.' }) input: CreateOAuthClientInput, @Ctx() ctx: GraphQLContext): Promise<CreateOAuthClientPayload> {
    return createOAuthClient(ctx, input);
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Mutation(() => OAuthClient, { description: 'Disables (every grant and token of the app revoked) or re-enables an app (admins; scope admin).' })
  async setOAuthClientActive(
    @Arg('clientId', { description: 'The app’s client id.' }) clientId: string,
    @Arg('active', { description: 'False to disable it, true to enable it again.' }) active: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OAuthClient> {
    return setOAuthClientActive(ctx, { clientId, active });
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => [AuthorizedApp], { description: 'The apps the viewer allowed, with what they may do (scope read).' })
  async authorizedApps(@Ctx() ctx: GraphQLContext): Promise<AuthorizedApp[]> {
    return listAuthorizedApps(ctx);
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => Boolean, { description: 'Withdraws an app’s access to the viewer’s account: its tokens stop working (browser session only).' })
  async revokeAuthorizedApp(@Arg('clientId', { description: 'The app’s client id.' }) clientId: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await revokeAuthorizedApp(ctx, { clientId });
    return true;
  }
}
