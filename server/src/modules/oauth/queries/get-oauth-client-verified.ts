import type { CommandContext } from '../../../kernel/context.js';

/** Whether an admin vouched for the app (setOAuthClientVerified): the consent page says "Unverified app" otherwise. */
export async function getOAuthClientVerified(ctx: CommandContext, { clientId }: { clientId: string }): Promise<boolean> {
  const [row]: Array<{ verified: boolean }> = await ctx.container.dataSource.query('SELECT verified FROM oauth_client WHERE client_id = $1', [clientId]);
  return row?.verified ?? false;
}
