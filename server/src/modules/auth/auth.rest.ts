import { Router } from 'express';
import type { AppContainer } from '../../kernel/context.js';
import { restHandler } from '../../kernel/rest-handler.js';
import { handle } from '../../shared/http/async-handler.js';
import type { Account } from '../account-rows/index.js';
import { confirmEmail } from './commands/confirm-email.js';
import { googleSignIn } from './commands/google-sign-in.js';
import { googleSignInUrl } from './commands/google-sign-in-url.js';
import { requestPasswordReset } from './commands/request-password-reset.js';
import { resendConfirmation } from './commands/resend-confirmation.js';
import { resetPassword } from './commands/reset-password.js';
import { passkeySignInOptions } from './commands/passkey-sign-in-options.js';
import { signIn } from './commands/sign-in.js';
import { signInWithPasskey } from './commands/sign-in-with-passkey.js';
import { signInSecondStep } from './commands/sign-in-second-step.js';
import { signUp } from './commands/sign-up.js';
import { routeAccess } from './access.js';

const ok = { ok: true } as const;

/**
 * `/auth/*` of docs/api.md: each handler translates HTTP to one command. Signing in and out are the browser's own
 * (`credential: 'browser'`): a token never makes or ends a cookie session. A sign-in answers with
 * the viewer as `me` shows it, which the accounts module draws (`presentViewer`, handed in by app/rest.ts).
 */
export function authRouter(c: AppContainer, presentViewer: (c: AppContainer, account: Account) => Promise<unknown>): Router {
  const router = Router();
  const command = restHandler(c);
  router.post('/auth/signup', routeAccess({ who: 'anyone' }), command((ctx, req) => signUp(ctx, req.body), 201));
  router.post('/auth/email/confirm', routeAccess({ who: 'anyone' }), command((ctx, req) => confirmEmail(ctx, req.body)));
  router.post('/auth/email/resend', routeAccess({ who: 'anyone' }), command(async (ctx, req) => (await resendConfirmation(ctx, req.body), ok)));
  router.post('/auth/signin', routeAccess({ who: 'anyone', credential: 'browser' }), command(async (ctx, req) => presentViewer(c, await signIn(ctx, req.body))));
  router.post('/auth/signin/second-factor', routeAccess({ who: 'anyone', credential: 'browser' }), command(async (ctx, req) => presentViewer(c, await signInSecondStep(ctx, req.body))));
  router.post('/auth/signin/passkey/options', routeAccess({ who: 'anyone', credential: 'browser' }), command((ctx) => passkeySignInOptions(ctx)));
  router.post('/auth/signin/passkey', routeAccess({ who: 'anyone', credential: 'browser' }), command(async (ctx, req) => presentViewer(c, await signInWithPasskey(ctx, req.body))));
  router.delete('/auth/signout', routeAccess({ who: 'anyone', credential: 'browser' }), handle(async (req, res) => void (await c.sessions.end(req, res))));
  router.post('/auth/password/reset', routeAccess({ who: 'anyone' }), command(async (ctx, req) => (await requestPasswordReset(ctx, req.body), ok)));
  router.post('/auth/password/reset/set', routeAccess({ who: 'anyone' }), command(async (ctx, req) => (await resetPassword(ctx, req.body), ok)));
  router.get('/auth/sso/google/url', routeAccess({ who: 'anyone', credential: 'browser' }), command((ctx) => googleSignInUrl(ctx)));
  router.post('/auth/sso/google/callback', routeAccess({ who: 'anyone', credential: 'browser' }), command(async (ctx, req) => presentViewer(c, await googleSignIn(ctx, req.body))));
  return router;
}
