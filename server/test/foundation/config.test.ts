import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/kernel/config.js';
import { SECRET_VARIABLES, withSecretFiles } from '../../src/kernel/secret-files.js';

describe('environment (docs/operations.md#configuration)', () => {
  it('defaults everything in development', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/odance-config-test', SESSION_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({ port: 4000, appUrl: 'http://localhost:4000', accountApproval: 'auto', odancePriceCents: 100 });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.invoiceSeller).toEqual(['oDance']);
  });

  it('reads the invoice seller one line each, from real newlines or \\n as an env file writes them', () => {
    const base = { DATA_DIR: '/tmp/odance-config-test', SESSION_SECRET: 'x'.repeat(32) };
    const expected = ['oDance Ltd', '1 Dance Street, Vienna', 'VAT ATU12345678'];
    expect(loadConfig({ ...base, INVOICE_SELLER: 'oDance Ltd\n1 Dance Street, Vienna\nVAT ATU12345678' }).invoiceSeller).toEqual(expected);
    expect(loadConfig({ ...base, INVOICE_SELLER: 'oDance Ltd\\n 1 Dance Street, Vienna \\nVAT ATU12345678' }).invoiceSeller).toEqual(expected);
  });

  it.each([
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }, 'DATABASE_URL'],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/odance' }, 'SESSION_SECRET'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ACCOUNT_APPROVAL: 'sometimes' }, 'ACCOUNT_APPROVAL'],
    [{ ODANCE_PRICE_CENTS: '1.5' }, 'ODANCE_PRICE_CENTS'],
    [{ INVOICE_SELLER: '  ' }, 'INVOICE_SELLER'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD'],
  ])('stops on %o naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/odance-config-test', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: '/tmp/odance-config-test', ...env })).toThrow(new RegExp(variable));
  });
});

describe('secrets from files (`<NAME>_FILE`, Compose and Docker secrets)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'odance-secrets-'));
  const secret = (name: string, value: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, value);
    return file;
  };
  const base = { DATA_DIR: '/tmp/odance-config-test', NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' };

  it.each(SECRET_VARIABLES)('%s may come from its _FILE, the final line break dropped', (name) => {
    const values: Record<string, string> = {
      DATABASE_URL: 'postgres://odance:p%2Fw@db:5432/odance',
      SESSION_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      METRICS_TOKEN: 'm'.repeat(24),
    };
    const value = values[name] ?? `${name.toLowerCase()}-value`;
    const env = { ...base, DATABASE_URL: 'postgres://u:p@db/odance', SESSION_SECRET: 'x'.repeat(32), ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'password1', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'gs', S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' };
    delete (env as Record<string, string>)[name];
    const fromFile = withSecretFiles({ ...env, [`${name}_FILE`]: secret(name, `${value}\n`) });
    expect(fromFile[name]).toBe(value);
    expect(fromFile[`${name}_FILE`]).toBeUndefined();
    expect(() => loadConfig({ ...env, [`${name}_FILE`]: secret(name, `${value}\n`) })).not.toThrow();
  });

  it('the server reads them: DATABASE_URL, SESSION_SECRET, SMTP_URL and METRICS_TOKEN from files make a production config', () => {
    const config = loadConfig({
      ...base,
      SMTP_URL: undefined,
      DATABASE_URL_FILE: secret('db', 'postgres://odance:3f9a@db:5432/odance\n'),
      SESSION_SECRET_FILE: secret('session', `${'k'.repeat(48)}\n`),
      SMTP_URL_FILE: secret('smtp', 'smtp://user:pass@mail.example.com:587'),
      METRICS_TOKEN_FILE: secret('metrics', `${'t'.repeat(32)}\r\n`),
    });
    expect(config).toMatchObject({ databaseUrl: 'postgres://odance:3f9a@db:5432/odance', sessionSecret: 'k'.repeat(48), smtpUrl: 'smtp://user:pass@mail.example.com:587', metricsToken: 't'.repeat(32) });
  });

  it('both set: one start error naming the variable, never the value', () => {
    const env = { ...base, SESSION_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u:hunter2@db/odance', DATABASE_URL_FILE: secret('both', 'postgres://u:p@db/odance') };
    expect(() => loadConfig(env)).toThrow(new ConfigError('Invalid environment variable DATABASE_URL_FILE: DATABASE_URL is set too (set one of them)'));
  });

  it('a file that cannot be read: one start error naming the variable and the file', () => {
    const env = { ...base, DATABASE_URL: 'postgres://u:p@db/odance', SESSION_SECRET_FILE: path.join(dir, 'missing') };
    expect(() => loadConfig(env)).toThrow(`Invalid environment variable SESSION_SECRET_FILE: cannot read ${path.join(dir, 'missing')} (ENOENT)`);
  });

  it('a value read from a file is checked as the variable is', () => {
    const env = { ...base, DATABASE_URL: 'postgres://u:p@db/odance', SESSION_SECRET_FILE: secret('short', 'too-short\n') };
    expect(() => loadConfig(env)).toThrow(/Invalid environment variable SESSION_SECRET: must be at least 32 characters/);
  });
});
