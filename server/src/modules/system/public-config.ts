import type { AppContainer } from '../../app/container.js';

/** `/config.json` (PRODUCT.md §2): what a client needs to know before its first call. */
export interface PublicConfig {
  version: string;
  authTokenName: string;
  apiUrl: string;
  graphqlUrl: string;
  googleSignIn: boolean;
  odancePriceCents: number;
  profileTypesComingSoon: string[];
  stripeTestMode: boolean;
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
    stripeTestMode: !config.stripe,
  };
}
