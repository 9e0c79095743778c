import { rotateOAuthKeys } from '../modules/oauth/oauth-keys.js';
import { runOneShot } from './one-shot.js';

/**
 * `npm run oauth:rotate-keys`: puts a new signing key and cookie key first in the OAuth provider's keys
 * (modules/oauth/oauth-keys.ts), keeping the previous ones so what was signed before still verifies. Replicas
 * read the keys when they start: restart them one by one afterwards.
 */
await runOneShot('oauth key rotation failed', async (dataSource, logger) => {
  const keys = await rotateOAuthKeys(dataSource);
  logger.info({ signingKeys: keys.jwks.map((key) => key.kid) }, 'oauth keys rotated: restart the replicas one by one');
});
