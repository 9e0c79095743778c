import { DEFAULT_KEYS_REFRESH_MS, PUBLISH_PERIODS, rotateOAuthKeys } from '../modules/oauth/index.js';
import { runOneShot } from './one-shot.js';

/**
 * `npm run oauth:rotate-keys`: phase one of a rotation (modules/oauth/oauth-keys.ts). A new signing key and cookie
 * key are published at once; each replica re-reads the keys every OAUTH_KEYS_REFRESH_MS (the replicas' value: set
 * the same here), and the new keys sign PUBLISH_PERIODS periods later, when every running replica verifies them.
 * No restart. The previous keys keep verifying what was signed before.
 */
await runOneShot('oauth key rotation failed', async (dataSource, logger) => {
  const refreshMs = Number(process.env.OAUTH_KEYS_REFRESH_MS) || DEFAULT_KEYS_REFRESH_MS;
  const keys = await rotateOAuthKeys(dataSource, new Date(Date.now() + PUBLISH_PERIODS * refreshMs));
  logger.info({ signingKeys: keys.jwks.map((key) => key.kid), signFrom: keys.signFrom }, 'oauth keys rotated: published now, every replica signs with them from signFrom');
});
