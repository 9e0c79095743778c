import { Router } from 'express';
import type { AppContainer } from '../../kernel/context.js';
import { restHandler } from '../../kernel/rest-handler.js';
import { handle } from '../../shared/http/async-handler.js';
import { requireViewer, routeAccess } from '../auth/index.js';
import { changePassword } from './commands/change-password.js';
import { deleteAccount } from './commands/delete-account.js';
import { confirmEmailChange } from './commands/confirm-email-change.js';
import { requestEmailChange } from './commands/request-email-change.js';
import { undoEmailChange } from './commands/undo-email-change.js';
import { searchAccounts } from './queries/search-accounts.js';
import { updateAccount } from './commands/update-account.js';
import { presentSignedInUser, presentViewer } from './user-extras.js';

/** `/account/*` and `/accounts/search` of docs/api.md. */
export function accountsRouter(c: AppContainer): Router {
  const router = Router();
  const command = restHandler(c);

  router.get('/account/data', routeAccess({ who: 'viewer', scope: 'read' }), handle(async (req) => requireViewer(await presentSignedInUser(c, req))));
  router.put('/account/data', routeAccess({ who: 'viewer', credential: 'browser' }), command(async (ctx, req) => presentViewer(c, await updateAccount(ctx, req.body))));
  router.post('/account/password', routeAccess({ who: 'viewer', credential: 'browser' }), command(async (ctx, req) => (await changePassword(ctx, req.body), { ok: true })));
  router.post('/account/email', routeAccess({ who: 'viewer', credential: 'browser' }), command((ctx, req) => requestEmailChange(ctx, req.body), 202));
  // The mailed links' tokens are the credential, as for a password reset (auth.rest.ts).
  router.post('/auth/email/change/confirm', routeAccess({ who: 'anyone' }), command((ctx, req) => confirmEmailChange(ctx, req.body)));
  router.post('/auth/email/change/undo', routeAccess({ who: 'anyone' }), command((ctx, req) => undoEmailChange(ctx, req.body)));
  router.delete(
    '/account',
    routeAccess({ who: 'viewer', credential: 'browser' }),
    command(async (ctx, req, res) => {
      await deleteAccount(ctx, req.body);
      await c.sessions.end(req, res);
    }),
  );
  router.get('/accounts/search', routeAccess({ who: 'viewer', scope: 'read' }), command(async (ctx, req) => ({ accounts: await searchAccounts(ctx, req.query) })));
  return router;
}
