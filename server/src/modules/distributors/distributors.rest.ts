import { Router } from 'express';
import type { AppContainer } from '../../kernel/context.js';
import { restHandler } from '../../kernel/rest-handler.js';
import { sendCsv } from '../../shared/http/csv.js';
import { filterFromQuery } from '../../shared/http/query-filter.js';
import { exportAllTransfers } from './queries/export-all-transfers.js';
import { routeAccess } from '../auth/index.js';

/** `GET /admin/exports/transfers.csv` (docs/api.md "CSV exports"): the admin list's filters and sort as query parameters. */
export function distributorsRouter(c: AppContainer): Router {
  const router = Router();
  const command = restHandler(c);
  router.get(
    '/admin/exports/transfers.csv',
    routeAccess({ who: 'admin', scope: 'admin' }),
    command(async (ctx, req, res) => {
      const filter = filterFromQuery(req.query, ['type', 'accountId', 'dateFrom', 'dateTo', 'amountFrom', 'amountTo'], ['amountFrom', 'amountTo']);
      const { sort, sortOrder } = filterFromQuery(req.query, ['sort', 'sortOrder']);
      await sendCsv(res, await exportAllTransfers(ctx, { filter, sort, sortOrder }));
    }),
  );
  return router;
}
