import type { AppContainer } from '../../app/container.js';
import { MESSAGE_MAX, ODANCE_AMOUNT_MIN } from '../ledger/index.js';
import { MAX_ODANCE_PER_PAYMENT } from '../payments/index.js';

/** Limits the forms check before sending, read from the server's own rules so the two cannot drift apart. */
export interface PublicLimits {
  /** The least whole oDance of any purchase, transfer or distribution. */
  amountMin: number;
  /** The most whole oDance of one card purchase. */
  purchaseMax: number;
  /** Characters (code points) of a transfer message, a distribution message or a collection note. */
  messageMax: number;
}

/** `/config.json` (docs/api.md): what a client needs to know before its first call. */
export interface PublicConfig {
  version: string;
  authTokenName: string;
  apiUrl: string;
  graphqlUrl: string;
  googleSignIn: boolean;
  odancePriceCents: number;
  profileTypesComingSoon: string[];
  /** True only where the built-in test checkout really exists (outside production, without Stripe). */
  stripeTestMode: boolean;
  /** How buying oDance works here: Stripe Checkout, the built-in test checkout, or not at all (production without Stripe). */
  purchases: 'stripe' | 'test' | 'unavailable';
  limits: PublicLimits;
}

const LIMITS: PublicLimits = { amountMin: ODANCE_AMOUNT_MIN, purchaseMax: MAX_ODANCE_PER_PAYMENT, messageMax: MESSAGE_MAX };

function purchases(config: AppContainer['config']): PublicConfig['purchases'] {
  if (config.stripe) return 'stripe';
  return config.isProduction ? 'unavailable' : 'test';
}

export function publicConfig({ config, version }: AppContainer): PublicConfig {
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
    limits: LIMITS,
  };
}
