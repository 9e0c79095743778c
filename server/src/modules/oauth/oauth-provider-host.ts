import type { default as Provider } from 'oidc-provider';
import type { AppContainer } from '../../kernel/context.js';
import { keysInUse, loadOAuthKeys, readOAuthKeys, type OAuthServerKeys } from './oauth-keys.js';
import { createOAuthProvider } from './oauth-provider.js';

type Handler = ReturnType<Provider['callback']>;

/**
 * The replica's OAuth provider, re-made when the keys in use change: every `refreshMs` it re-reads the keys
 * (oauth-keys.ts), so a rotation's new keys are published and verified here within one period, and sign once
 * their `signFrom` has passed, with no restart (every replica verifies with the new key before
 * any signs with it). oidc-provider takes its keys when it is made, hence a new instance; its state is in the
 * database (oauth-adapter.ts), so requests on the old one and the new one see the same interactions and grants.
 */
export class OAuthProviderHost {
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly c: AppContainer,
    public provider: Provider,
    private handler: Handler,
    private inUse: string,
  ) {}

  static async start(c: AppContainer, refreshMs: number): Promise<OAuthProviderHost> {
    const keys = keysInUse(await loadOAuthKeys(c.dataSource));
    const provider = await createOAuthProvider(c, keys);
    const host = new OAuthProviderHost(c, provider, provider.callback(), fingerprint(keys));
    host.timer = setInterval(() => void host.refresh(), refreshMs).unref();
    return host;
  }

  /** The provider's own routes, answered by the provider of the moment. */
  readonly callback = (req: Parameters<Handler>[0], res: Parameters<Handler>[1]) => this.handler(req, res);

  async refresh(): Promise<void> {
    try {
      const stored = await readOAuthKeys(this.c.dataSource);
      if (!stored) return;
      const keys = keysInUse(stored);
      const next = fingerprint(keys);
      if (next === this.inUse) return;
      const provider = await createOAuthProvider(this.c, keys);
      [this.provider, this.handler, this.inUse] = [provider, provider.callback(), next];
      this.c.logger.info({ signingKey: keys.jwks[0]?.kid }, 'oauth keys reloaded');
    } catch (error) {
      // The database may be down for a moment: the keys in use stay, the next period tries again.
      this.c.logger.warn({ err: error }, 'oauth keys could not be re-read');
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

const fingerprint = (keys: Pick<OAuthServerKeys, 'jwks' | 'cookieKeys'>) => JSON.stringify([keys.jwks.map((key) => key.kid), keys.cookieKeys]);
