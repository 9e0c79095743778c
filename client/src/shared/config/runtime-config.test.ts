import { describe, expect, it, vi } from 'vitest';
import { CONFIG_STORAGE_KEY, loadRuntimeConfig, readStoredConfig, startRuntimeConfig, type ConfigEnvironment, type RuntimeConfig } from './runtime-config';

const config = (version: string): RuntimeConfig => ({
  version,
  authTokenName: 'odance.sid',
  apiUrl: '/api',
  graphqlUrl: '/graphql',
  googleSignIn: false,
  odancePriceCents: 100,
  profileTypesComingSoon: [],
  stripeTestMode: true,
  purchases: 'test',
});

function environment(stored: RuntimeConfig | string | null, served: RuntimeConfig) {
  const storage = new Map<string, string>();
  if (stored !== null) storage.set(CONFIG_STORAGE_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
  const env = {
    storage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    fetchConfig: vi.fn(() => Promise.resolve(served)),
    reload: vi.fn(),
  } satisfies ConfigEnvironment;
  return { env, stored: () => readStoredConfig(env.storage) };
}

describe('runtime config', () => {
  it('uses the stored copy without asking the server', async () => {
    const { env } = environment(config('1'), config('2'));
    await expect(loadRuntimeConfig(env)).resolves.toEqual(config('1'));
    expect(env.fetchConfig).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('fetches and stores the config when none is stored, without reloading', async () => {
    const { env, stored } = environment(null, config('1'));
    await expect(loadRuntimeConfig(env)).resolves.toEqual(config('1'));
    expect(stored()).toEqual(config('1'));
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('treats a corrupted stored copy as absent', async () => {
    const { env } = environment('{not json', config('1'));
    await loadRuntimeConfig(env);
    expect(env.fetchConfig).toHaveBeenCalledOnce();
  });

  it('treats a copy stored by an older build (no purchases) as absent', async () => {
    const { purchases: _dropped, ...older } = config('1');
    const { env, stored } = environment(JSON.stringify(older), config('2'));
    await expect(loadRuntimeConfig(env)).resolves.toEqual(config('2'));
    expect(env.fetchConfig).toHaveBeenCalledOnce();
    expect(stored()?.purchases).toBe('test');
  });

  it('keeps a copy stored by a build whose config still carried limits (the forms now import them)', async () => {
    const { env } = environment(JSON.stringify({ ...config('1'), limits: { amountMin: 1, purchaseMax: 10_000, messageMax: 280 } }), config('2'));
    await expect(loadRuntimeConfig(env)).resolves.toMatchObject({ version: '1' });
    expect(env.fetchConfig).not.toHaveBeenCalled();
  });

  it('on a forced refresh with a new version: stores it and reloads the page', async () => {
    const { env, stored } = environment(config('1'), config('2'));
    await loadRuntimeConfig(env, { force: true });
    expect(stored()?.version).toBe('2');
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('on a forced refresh with the same version: no reload', async () => {
    const { env } = environment(config('1'), config('1'));
    await loadRuntimeConfig(env, { force: true });
    expect(env.fetchConfig).toHaveBeenCalledOnce();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('at startup runs with the stored copy and checks the server in the background', async () => {
    const { env, stored } = environment(config('1'), config('2'));
    await expect(startRuntimeConfig(env)).resolves.toEqual(config('1'));
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledOnce());
    expect(stored()?.version).toBe('2');
  });

  it('at startup keeps the stored copy when the background check fails', async () => {
    const { env } = environment(config('1'), config('1'));
    env.fetchConfig.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(startRuntimeConfig(env)).resolves.toEqual(config('1'));
    await vi.waitFor(() => expect(env.fetchConfig).toHaveBeenCalledOnce());
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('at startup runs with the copy inlined in the page: stored, no request, no reload', async () => {
    const { env, stored } = environment(config('1'), config('9'));
    await expect(startRuntimeConfig({ ...env, inlineConfig: () => config('2') })).resolves.toEqual(config('2'));
    expect(stored()?.version).toBe('2');
    expect(env.fetchConfig).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('at startup ignores an unreadable inlined copy and falls back to the stored one', async () => {
    const { env } = environment(config('1'), config('1'));
    await expect(startRuntimeConfig({ ...env, inlineConfig: () => ({ version: 2 }) })).resolves.toEqual(config('1'));
    await vi.waitFor(() => expect(env.fetchConfig).toHaveBeenCalledOnce());
  });
});
