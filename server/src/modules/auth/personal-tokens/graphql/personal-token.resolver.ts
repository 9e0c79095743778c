import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../../kernel/context.js';
import { createPersonalAccessToken } from '../commands/create-personal-access-token.js';
import { revokePersonalAccessToken } from '../commands/revoke-personal-access-token.js';
import { listPersonalAccessTokens } from '../queries/list-personal-access-tokens.js';
import { CreatePersonalAccessTokenInput, CreatePersonalAccessTokenPayload, PersonalAccessToken } from './personal-token.types.js';
import { Access } from '../../access.js';

@Resolver()
export class PersonalTokenResolver {
  @Access({ who: 'viewer', credential: 'browser' })
  @Query(() => [PersonalAccessToken], { description: "The viewer's personal access tokens, newest first (browser session only)." })
  async personalAccessTokens(@Ctx() ctx: RequestContext): Promise<PersonalAccessToken[]> {
    return listPersonalAccessTokens(ctx);
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => CreatePersonalAccessTokenPayload, { description: 'Creates a personal access token for scripts (browser session only; a token cannot mint tokens).' })
  async createPersonalAccessToken(
    @Arg('input', () => CreatePersonalAccessTokenInput, { description: 'Its name, scopes and expiry.' }) input: CreatePersonalAccessTokenInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreatePersonalAccessTokenPayload> {
    return createPersonalAccessToken(ctx, input);
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => Boolean, { description: "Revokes one of the viewer's personal access tokens: its next request is refused (401)." })
  async revokePersonalAccessToken(@Arg('id', () => ID, { description: 'The token’s id.' }) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await revokePersonalAccessToken(ctx, { id });
    return true;
  }
}
