import { Router, type Request } from 'express';
import type { AppContainer } from '../../kernel/context.js';
import { restHandler } from '../../kernel/rest-handler.js';
import { handle } from '../../shared/http/async-handler.js';
import { createProfile } from './commands/create-profile.js';
import { deleteProfile } from './commands/delete-profile.js';
import { updateProfile } from './commands/update-profile.js';
import { requireProfileType } from './queries/find-profile.js';
import { getMainProfile } from './queries/get-main-profile.js';
import { getProfile } from './queries/get-profile.js';
import { listProfilePage } from './queries/list-profile-page.js';
import { ownProfilesScope } from './queries/own-profiles-scope.js';
import { presentOneProfile } from './queries/present-profiles.js';
import { profileListQueryFromSearchParams } from './queries/profile-list-query-string.js';
import { routeAccess } from '../auth/index.js';

/** `/profile/*` and `/profiles*` of docs/api.md: each handler translates HTTP to one command or query. */
export function profilesRouter(c: AppContainer): Router {
  const router = Router();
  const manager = c.dataSource.manager;
  const command = restHandler(c);
  const listQuery = (req: Request) => profileListQueryFromSearchParams(req.query);

  router.get('/profiles', routeAccess({ who: 'anyone' }), handle((req) => listProfilePage(c, listQuery(req))));
  router.get('/profiles/own', routeAccess({ who: 'viewer', scope: 'read' }), command(async (ctx, req) => listProfilePage(c, listQuery(req), await ownProfilesScope(ctx))));
  // Before `/profile/:type`: "main" is not a type.
  router.get('/profile/main', routeAccess({ who: 'viewer', scope: 'read' }), command((ctx) => getMainProfile(ctx)));
  router.get(
    '/profile/:type',
    routeAccess({ who: 'anyone' }),
    handle((req) => {
      const type = requireProfileType(req.params.type);
      return listProfilePage(c, listQuery(req), { type });
    }),
  );
  router.get('/profile/:type/:id', routeAccess({ who: 'anyone' }), handle((req) => getProfile(c, req.params.type, req.params.id)));
  router.post(
    '/profile/:type',
    routeAccess({ who: 'viewer', scope: 'profiles' }),
    command(async (ctx, req) => presentOneProfile(manager, await createProfile(ctx, { type: req.params.type, profile: req.body })), 201),
  );
  router.put(
    '/profile/:type/:id',
    routeAccess({ who: 'viewer', scope: 'profiles' }),
    command(async (ctx, req) => presentOneProfile(manager, await updateProfile(ctx, { id: req.params.id, profile: req.body, pathType: req.params.type }))),
  );
  router.delete('/profile/:type/:id', routeAccess({ who: 'viewer', scope: 'profiles' }), command((ctx, req) => deleteProfile(ctx, { id: req.params.id, pathType: req.params.type })));
  return router;
}
