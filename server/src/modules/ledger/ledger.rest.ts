import { Router } from 'express';
import type { AppContainer } from '../../kernel/context.js';
import { restHandler } from '../../kernel/rest-handler.js';
import { sendCsv } from '../../shared/http/csv.js';
import { filterFromQuery } from '../../shared/http/query-filter.js';
import { routeAccess } from '../auth/index.js';
import { exportMyTransfers } from './queries/export-my-transfers.js';

/** `GET /account/exports/transfers.csv` (docs/api.md "CSV exports"): the viewer's history, its filter and sort as query parameters. */
export function ledgerRouter(c: AppContainer): Router {
  const router = Router();
  const command = restHandler(c);
  router.get(
    '/account/exports/transfers.csv',
    routeAccess({ who: 'viewer', scope: 'read' }),
    command(async (ctx, req, res) => {
      const filter = filterFromQuery(req.query, ['counterpart', 'dateFrom', 'dateTo', 'kind']);
      const { sort, sortOrder } = filterFromQuery(req.query, ['sort', 'sortOrder']);
      await sendCsv(res, await exportMyTransfers(ctx, { filter, sort, sortOrder }));
    }),
  );
  return router;
}
