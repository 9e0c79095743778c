import type { AppContainer } from '../../kernel/context.js';
import { checkHealth, type Health } from './health.js';

export interface Readiness extends Health {
  migrations: 'applied' | 'pending' | 'unknown';
  stopping: boolean;
}

/**
 * `/health/ready` (and `/health`): 200 only when the database answers, no migration of this build is pending and
 * the process is not shutting down (a balancer stops sending it new requests). Once none is pending it stays so:
 * this build's migrations cannot become un-applied, so the check is not repeated on every probe.
 */
export class ReadinessCheck {
  private migrated = false;

  constructor(
    private readonly container: AppContainer,
    private readonly stopping: () => boolean,
  ) {}

  async check(): Promise<{ ok: boolean; body: Readiness }> {
    const health = await checkHealth(this.container);
    let migrations: Readiness['migrations'] = 'unknown';
    if (this.migrated) migrations = 'applied';
    else if (health.database === 'up') {
      try {
        this.migrated = !(await this.container.dataSource.showMigrations());
        migrations = this.migrated ? 'applied' : 'pending';
      } catch {
        migrations = 'unknown';
      }
    }
    const stopping = this.stopping();
    const ok = health.status === 'ok' && migrations === 'applied' && !stopping;
    return { ok, body: { ...health, status: ok ? 'ok' : 'unavailable', migrations, stopping } };
  }
}
