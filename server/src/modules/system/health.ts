import type { AppContainer } from '../../kernel/context.js';

export interface Health {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
  version: string;
}

/** `/health`: the process is up and the database answers within a second. */
export async function checkHealth(container: AppContainer): Promise<Health> {
  try {
    await Promise.race([
      container.dataSource.query('SELECT 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('health check timed out')), 1_000).unref()),
    ]);
    return { status: 'ok', database: 'up', version: container.version };
  } catch {
    return { status: 'unavailable', database: 'down', version: container.version };
  }
}
