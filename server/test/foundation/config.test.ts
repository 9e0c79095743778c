import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/app/config.js';

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
