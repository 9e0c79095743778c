import type { RequestHandler } from 'express';

/**
 * CORS for `/graphql` and the REST paths (README "API access"): any origin may call them with a bearer token;
 * credentials are never allowed, so a foreign page can never ride the browser's cookie session (which stays
 * same-origin behind the anti-forgery check).
 */
export const apiCors: RequestHandler = (req, res, next) => {
  res.set('Access-Control-Allow-Origin', '*');
  res.set('Access-Control-Expose-Headers', 'Retry-After, WWW-Authenticate, X-Request-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset');
  if (req.method === 'OPTIONS') {
    res.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.set('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.set('Access-Control-Max-Age', '600');
    res.status(204).end();
    return;
  }
  next();
};
