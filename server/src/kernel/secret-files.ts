import { readFileSync } from 'node:fs';
import { ConfigError } from './config-error.js';

/** The variables that hold secrets: each may instead come from the file named by `<NAME>_FILE` (Docker/Compose secrets). */
export const SECRET_VARIABLES = [
  'DATABASE_URL',
  'SESSION_SECRET',
  'SMTP_URL',
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
] as const;

/**
 * The environment with every `<NAME>_FILE` read into `<NAME>` (its final line break dropped, as `echo` and editors
 * leave one). Empty values count as unset, as in loadConfig. Both set, or a file that cannot be read: one line that
 * names the variable (never the value), thrown as a ConfigError.
 */
export function withSecretFiles(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...source };
  for (const name of SECRET_VARIABLES) {
    const file = env[`${name}_FILE`];
    delete env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) throw new ConfigError(`Invalid environment variable ${name}_FILE: ${name} is set too (set one of them)`);
    try {
      env[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new ConfigError(`Invalid environment variable ${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return env;
}
