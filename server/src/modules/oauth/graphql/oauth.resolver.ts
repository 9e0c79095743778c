import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { createOAuthClient } from '../commands/create-oauth-client.js';
import { revokeAuthorizedApp } from '../commands/revoke-authorized-app.js';
import { setOAuthClientActive } from '../commands/set-oauth-client-active.js';
import { setOAuthClientVerified } from '../commands/set-oauth-client-verified.js';
import { updateOAuthClient } from '../commands/update-oauth-client.js';
import { listAuthorizedApps } from '../queries/list-authorized-apps.js';
import { listMyOAuthClients } from '../queries/list-my-oauth-clients.js';
import { listOAuthClients } from '../queries/list-oauth-clients.js';
import { AuthorizedApp, CreateOAuthClientInput, CreateOAuthClientPayload, OAuthClient, UpdateOAuthClientInput } from './oauth.types.js';
import { Access } from '../../auth/index.js';
import { MEMBER_APPS_MAX } from '../oauth-client.rules.js';

// Registering and managing one's own apps works from the browser (Developer settings) and, for an admin, with an
// `admin` token as before; a member's token cannot: no scope of theirs is meant to mint app credentials.
@Resolver()
export class OAuthResolver {
  @Access({ who: 'admin', scope: 'admin' })
  @Query(() => [OAuthClient], { description: 'Every app registered with the OAuth provider, newest first (admins; scope admin).' })
  async oauthClients(@Ctx() ctx: RequestContext): Promise<OAuthClient[]> {
    return listOAuthClients(ctx);
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => [OAuthClient], { description: 'The apps the viewer registered, newest first (scope read).' })
  async myOAuthClients(@Ctx() ctx: RequestContext): Promise<OAuthClient[]> {
    return listMyOAuthClients(ctx);
  }

  @Access({ who: 'viewer', scope: 'admin' })
  @Mutation(() => CreateOAuthClientPayload, {
    description:
      `Registers an app with the OAuth provider; it belongs to the viewer (at most ${MEMBER_APPS_MAX} for a member). A member’s app is unverified until an admin verifies it, and may not ask for \`admin\` (browser session, or an admin token).`,
  })
  async createOAuthClient(@Arg('input', () => CreateOAuthClientInput, { description: 'The app to register.' }) input: CreateOAuthClientInput, @Ctx() ctx: RequestContext): Promise<CreateOAuthClientPayload> {
    return createOAuthClient(ctx, input);
  }

  @Access({ who: 'viewer', scope: 'admin' })
  @Mutation(() => OAuthClient, {
    description: 'Renames an app or changes its redirect URIs (its owner, or an admin). An owner’s change to a verified app takes the verification back (browser session, or an admin token).',
  })
  async updateOAuthClient(@Arg('input', () => UpdateOAuthClientInput, { description: 'The app and what to change.' }) input: UpdateOAuthClientInput, @Ctx() ctx: RequestContext): Promise<OAuthClient> {
    return updateOAuthClient(ctx, { clientId: input.clientId, name: input.name ?? undefined, redirectUris: input.redirectUris ?? undefined });
  }

  @Access({ who: 'viewer', scope: 'admin' })
  @Mutation(() => OAuthClient, {
    description:
      'Disables (every grant and token of the app revoked) or re-enables an app: its owner, or an admin. An app an admin disabled is enabled again only by an admin (browser session, or an admin token).',
  })
  async setOAuthClientActive(
    @Arg('clientId', { description: 'The app’s client id.' }) clientId: string,
    @Arg('active', { description: 'False to disable it, true to enable it again.' }) active: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<OAuthClient> {
    return setOAuthClientActive(ctx, { clientId, active });
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Mutation(() => OAuthClient, { description: 'Vouches for an app, or takes it back: the consent page says "Unverified app" for an unverified one (admins; scope admin).' })
  async setOAuthClientVerified(
    @Arg('clientId', { description: 'The app’s client id.' }) clientId: string,
    @Arg('verified', { description: 'True to verify it, false to take the verification back.' }) verified: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<OAuthClient> {
    return setOAuthClientVerified(ctx, { clientId, verified });
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => [AuthorizedApp], { description: 'The apps the viewer allowed, with what they may do (scope read).' })
  async authorizedApps(@Ctx() ctx: RequestContext): Promise<AuthorizedApp[]> {
    return listAuthorizedApps(ctx);
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => Boolean, { description: 'Withdraws an app’s access to the viewer’s account: its tokens stop working (browser session only).' })
  async revokeAuthorizedApp(@Arg('clientId', { description: 'The app’s client id.' }) clientId: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await revokeAuthorizedApp(ctx, { clientId });
    return true;
  }
}
