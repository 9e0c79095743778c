/** How buying oDance works on a server: Stripe Checkout, the built-in test checkout, or not at all (production without Stripe). */
export type PurchaseMode = 'stripe' | 'test' | 'unavailable';

/**
 * `/config.json` (docs/api.md#runtime-configuration): what a client needs to know before its first call. The
 * server builds it (server/src/modules/system/public-config.ts) and inlines it into every page it serves; the web
 * app reads it (client/src/shared/config/runtime-config.ts). Only what a deployment configures belongs here: the
 * rules' limits are this package's constants, the same for every server.
 */
export interface RuntimeConfig {
  /** Changes with every build; the app reloads when it sees a new one. */
  version: string;
  authTokenName: string;
  apiUrl: string;
  graphqlUrl: string;
  googleSignIn: boolean;
  odancePriceCents: number;
  profileTypesComingSoon: string[];
  /** True only where the built-in test checkout really exists (outside production, without Stripe). */
  stripeTestMode: boolean;
  purchases: PurchaseMode;
}

export const PURCHASE_MODES: readonly PurchaseMode[] = ['stripe', 'test', 'unavailable'];

/** The id of the `<script type="application/json">` the server writes the config into. */
export const INLINE_CONFIG_ID = 'odance-config';

/**
 * The id of the `<script type="application/json">` holding the answers a server-drawn first screen was drawn with
 * (query key → data), so the app's first render shows the same.
 */
export const INLINE_ANSWERS_ID = 'odance-answers';

/**
 * What a server-drawn page's start script (server/src/modules/public-pages/start-after-paint.ts) and the web app
 * (client/src/shared/browser/typed-before-hydration.ts) share: the phone menu panel's id, which the drawn menu
 * button controls (client/src/app/layout/MobileMenu.tsx), and the window properties where the script leaves a tap on
 * that button and a form sent before the app ran.
 */
export const MOBILE_MENU_ID = 'mobile-menu';
export const MENU_TAPPED_FLAG = 'odanceMenuTapped';
export const HELD_SUBMIT_FLAG = 'odanceHeldSubmit';
