import type { PurchaseMode, RuntimeConfig } from '@odance/contract';
import type { AppContainer } from '../../kernel/context.js';

/**
 * `/config.json` (docs/api.md): what a client needs to know before its first call. Its shape is the contract's
 * `RuntimeConfig` (packages/contract/src/runtime-config.ts), which the web app reads. The rules' limits are not
 * in it: they are the contract's constants, which the forms import (they differ by no deployment).
 */
function purchases(config: AppContainer['config']): PurchaseMode {
  if (config.stripe) return 'stripe';
  return config.isProduction ? 'unavailable' : 'test';
}

export function publicConfig({ config, version }: AppContainer): RuntimeConfig {
  return {
    version,
    authTokenName: config.authTokenName,
    apiUrl: config.apiUrl,
    graphqlUrl: config.graphqlUrl,
    googleSignIn: Boolean(config.google),
    odancePriceCents: config.odancePriceCents,
    profileTypesComingSoon: [],
    stripeTestMode: purchases(config) === 'test',
    purchases: purchases(config),
  };
}
