import { fullName } from '@odance/contract';
import { Router, type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import type { AppContainer, RequestContext } from '../../kernel/context.js';
import { restHandler } from '../../kernel/rest-handler.js';
import { handle } from '../../shared/http/async-handler.js';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { type ApiScope, mayHoldScope, routeAccess } from '../auth/index.js';
import { OAUTH_PATH } from './oauth-provider.js';
import { getOAuthClientVerified } from './queries/get-oauth-client-verified.js';

/** What the consent page shows, or where the browser goes next (`redirectTo`, back into the provider). */
export type InteractionStep =
  | { prompt: 'login'; client: ClientFacts; redirectTo?: undefined }
  | { prompt: 'consent'; client: ClientFacts; account: { name: string; email: string }; scopes: Array<{ scope: string; available: boolean }>; redirectTo?: undefined }
  | { redirectTo: string };

/**
 * The provider's interactions, answered for the web app's page `/oauth/interaction/:uid`
 * (client/src/features/oauth/ConsentPage.tsx), under that page's path so the provider's interaction cookie
 * reaches them. Sign-in is the web app's own: a browser signed in to oDance is logged in to the provider at
 * once and goes straight to consent. Allow/Deny are unsafe requests and carry the anti-forgery header. All three are
 * the person's own browser's (`credential: 'browser'`): a request carrying `Authorization` is refused, so no token can
 * log anyone in to the provider or approve an app.
 */
export function oauthInteractionRouter(c: AppContainer, host: { provider: Provider }): Router {
  const router = Router();
  const base = `${OAUTH_PATH}/interaction/:uid`;

  const command = restHandler(c);
  router.get(`${base}/details`, routeAccess({ who: 'anyone', credential: 'browser' }), command(async (ctx, req, res) => noStore(res, await nextStep(ctx, host.provider, req, res))));

  router.post(
    `${base}/confirm`,
    routeAccess({ who: 'viewer', credential: 'browser' }),
    handle(async (req, res) => {
      // The provider of the moment (oauth-provider-host.ts: re-made when its keys change).
      const provider = host.provider;
      const details = await interactionOf(provider, req, res);
      const viewer = await c.sessions.resolve(req);
      if (details.prompt.name !== 'consent' || !viewer || viewer.id !== details.session?.accountId) throw new AppError(ErrorCode.FORBIDDEN);
      // An app disabled since the page was shown gets no grant (one saved now would come back with the app).
      if (!(await provider.Client.find(String(details.params.client_id)))) throw new AppError(ErrorCode.NOT_FOUND, { reason: 'appDisabled' });
      const grant = details.grantId
        ? (await provider.Grant.find(details.grantId))!
        : new provider.Grant({ accountId: viewer.id, clientId: String(details.params.client_id) });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
      const grantId = await grant.save();
      const redirectTo = await provider.interactionResult(req, res, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
      return noStore(res, { redirectTo });
    }),
  );

  router.post(
    `${base}/abort`,
    routeAccess({ who: 'anyone', credential: 'browser' }),
    handle(async (req, res) => {
      const provider = host.provider;
      await interactionOf(provider, req, res);
      const result = { error: 'access_denied', error_description: 'The user denied the request.' };
      return noStore(res, { redirectTo: await provider.interactionResult(req, res, result, { mergeWithLastSubmission: false }) });
    }),
  );
  return router;
}

/** The app as the sign-in and consent pages name it. */
type ClientFacts = { name: string; verified: boolean };

async function nextStep(ctx: RequestContext, provider: Provider, req: Request, res: Response): Promise<InteractionStep> {
  const details = await interactionOf(provider, req, res);
  const client = await provider.Client.find(String(details.params.client_id));
  if (!client) throw new AppError(ErrorCode.NOT_FOUND, { reason: 'appDisabled' });
  const name = client.clientName ?? client.clientId;
  const app: ClientFacts = { name, verified: await getOAuthClientVerified(ctx, { clientId: client.clientId }) };
  const viewer = await ctx.viewer();
  if (!viewer) return { prompt: 'login', client: app };
  // Signed in to oDance (or as someone else than the provider's session): that account is the one logging in.
  if (details.prompt.name === 'login' || viewer.id !== details.session?.accountId) {
    return { redirectTo: await provider.interactionResult(req, res, { login: { accountId: viewer.id } }, { mergeWithLastSubmission: false }) };
  }
  const scope = details.params.scope; // a query parameter: a string when given
  const requested = (typeof scope === 'string' ? scope : '').split(' ').filter(Boolean);
  return {
    prompt: 'consent',
    client: app,
    account: { name: fullName(viewer), email: viewer.email },
    // A scope beyond the account's role is shown as not available: granting it changes nothing (roles still apply).
    scopes: requested.map((scope) => ({ scope, available: mayHoldScope(viewer, scope as ApiScope) })),
  };
}

/** The interaction of this browser (its cookie); an expired or unknown one is a NOT_FOUND the page explains. */
async function interactionOf(provider: Provider, req: Request, res: Response) {
  try {
    return await provider.interactionDetails(req, res);
  } catch (error) {
    // oidc-provider's SessionNotFound / InvalidRequest (by name: the module is loaded lazily, oauth-provider.ts).
    const name = (error as Error | undefined)?.name;
    if (name === 'SessionNotFound' || name === 'InvalidRequest') throw new AppError(ErrorCode.NOT_FOUND, { reason: 'interactionExpired' });
    throw error;
  }
}

function noStore<T>(res: Response, body: T): T {
  res.set('Cache-Control', 'no-store');
  return body;
}
