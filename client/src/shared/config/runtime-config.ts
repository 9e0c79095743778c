import { INLINE_CONFIG_ID, PURCHASE_MODES, type RuntimeConfig } from '@odance/contract/runtime-config';
import { fromHttpResponse, NoResponseError } from '../api/api-error';

/**
 * Runtime configuration (docs/web-app.md#states): served by the server at /config.json, kept in localStorage under `config`.
 * Its shape is the contract's (packages/contract/src/runtime-config.ts), which the server builds. The forms' limits
 * are not in it: they import the contract's rules.
 * A stored copy is used unless a refresh is forced; when a fetched copy carries another version than the stored
 * one, the app is out of date (a new build was deployed), so the new copy is stored and the page reloads.
 */
export type { RuntimeConfig };

export const CONFIG_STORAGE_KEY = 'config';
export const CONFIG_URL = '/config.json';

export interface ConfigEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The copy the server wrote into the page it served (server/src/modules/public-pages/app-shell.ts), if any. */
  inlineConfig?: () => unknown;
  fetchConfig: () => Promise<RuntimeConfig>;
  reload: () => void;
}

export function readStoredConfig(storage: ConfigEnvironment['storage']): RuntimeConfig | null {
  const raw = storage.getItem(CONFIG_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRuntimeConfig(parsed) ? parsed : null;
  } catch {
    return null; // a corrupted copy counts as absent
  }
}

/** Returns the config to run with; on a version change it stores the new copy and reloads the page. */
export async function loadRuntimeConfig(env: ConfigEnvironment, options: { force?: boolean } = {}): Promise<RuntimeConfig> {
  const stored = readStoredConfig(env.storage);
  if (stored && !options.force) return stored;
  const fetched = await env.fetchConfig();
  env.storage.setItem(CONFIG_STORAGE_KEY, JSON.stringify(fetched));
  if (stored && stored.version !== fetched.version) env.reload();
  return fetched;
}

/**
 * Startup: the copy inlined in the page is the server's current one (stored, no request). Otherwise (the dev
 * server's page) run with the stored copy at once (no round trip before the first paint), and check the server's
 * copy in the background; a changed version reloads the page. Without a stored copy the fetch is awaited.
 */
export async function startRuntimeConfig(env: ConfigEnvironment): Promise<RuntimeConfig> {
  const inline = env.inlineConfig?.();
  if (isRuntimeConfig(inline)) {
    env.storage.setItem(CONFIG_STORAGE_KEY, JSON.stringify(inline));
    return inline;
  }
  const stored = readStoredConfig(env.storage);
  if (!stored) return loadRuntimeConfig(env);
  loadRuntimeConfig(env, { force: true }).catch(() => {
    // The check is best effort: the stored copy keeps working while the server is unreachable.
  });
  return stored;
}

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(CONFIG_URL, { credentials: 'include', cache: 'no-store' });
  } catch (error) {
    throw new NoResponseError(error);
  }
  const text = await response.text();
  if (!response.ok) throw fromHttpResponse(response.status, text);
  const body: unknown = JSON.parse(text);
  if (!isRuntimeConfig(body)) throw new Error('The server sent an unreadable configuration.');
  return body;
}

function readInlineConfig(): unknown {
  const text = document.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null; // an unreadable block counts as absent: the config is fetched
  }
}

export const browserConfigEnvironment = (): ConfigEnvironment => ({
  storage: window.localStorage,
  inlineConfig: readInlineConfig,
  fetchConfig: fetchRuntimeConfig,
  reload: () => window.location.reload(),
});

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return (
    typeof config.version === 'string' &&
    typeof config.authTokenName === 'string' &&
    typeof config.apiUrl === 'string' &&
    typeof config.graphqlUrl === 'string' &&
    typeof config.googleSignIn === 'boolean' &&
    typeof config.odancePriceCents === 'number' &&
    Array.isArray(config.profileTypesComingSoon) &&
    typeof config.stripeTestMode === 'boolean' &&
    // A copy stored by a build that did not know `purchases` counts as absent, so the server's copy is fetched.
    (PURCHASE_MODES as readonly unknown[]).includes(config.purchases)
  );
}
