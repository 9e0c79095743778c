import { Router } from 'express';
import type { AppContainer } from '../../app/container.js';
import { handle } from '../../shared/http/async-handler.js';
import { requireViewer } from '../auth/policies.js';
import { changePassword } from './commands/change-password.js';
import { deleteAccount } from './commands/delete-account.js';
import { searchAccounts } from './commands/search-accounts.js';
import { updateAccount } from './commands/update-account.js';
import { presentSignedInUser, presentViewer } from './user-extras.js';

/** `/account/*` and `/accounts/search` of PRODUCT.md §2. */
export function accountsRouter(c: AppContainer): Router {
  const router = Router();
  const viewerOf = async (req: Parameters<typeof c.sessions.resolve>[0]) => requireViewer(await c.sessions.resolve(req));

  router.get('/account/data', handle(async (req) => requireViewer(await presentSignedInUser(c, req))));
  router.put('/account/data', handle(async (req) => presentViewer(c, await updateAccount(c, await viewerOf(req), req.body))));
  router.post('/account/password', handle(async (req) => (await changePassword(c, await viewerOf(req), req, req.body), { ok: true })));
  router.delete(
    '/account',
    handle(async (req, res) => {
      await deleteAccount(c, await viewerOf(req), req.body);
      await c.sessions.end(req, res);
    }),
  );
  router.get('/accounts/search', handle(async (req) => ({ accounts: await searchAccounts(c, await viewerOf(req), req.query) })));
  return router;
}
