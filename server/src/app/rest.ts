import express, { Router } from 'express';
import type { AppContainer } from './container.js';

/**
 * The REST adapter under `apiUrl` (PRODUCT.md §2). Each module contributes a router that only translates
 * HTTP to its domain services; no business rules live here.
 */
export function buildRestRouter(_container: AppContainer): Router {
  const router = Router();
  router.use(express.json({ limit: '256kb' }));
  return router;
}
