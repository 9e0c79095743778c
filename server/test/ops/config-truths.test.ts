import { describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/kernel/config.js';
import { helmetOptions } from '../../src/app/http.js';
import { publicConfig } from '../../src/modules/system/public-config.js';
import type { AppContainer } from '../../src/kernel/context.js';

const base = { SESSION_SECRET: 'test-secret-test-secret-test-secret-0123', DATABASE_URL: 'postgres://u:p@db/odance', SMTP_URL: 'smtp://mail:25' };
const imgSrc = (config: AppConfig) => {
  const directives = (helmetOptions(config).contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
  return directives.imgSrc;
};
const publicOf = (config: AppConfig) => publicConfig({ config, version: 'v' } as AppContainer);

describe('configuration truths', () => {
  it('/config.json offers the test checkout only where it exists: production without Stripe offers no purchases', () => {
    expect(publicOf(loadConfig({ ...base, NODE_ENV: 'production' }))).toMatchObject({ stripeTestMode: false, purchases: 'unavailable' });
    expect(publicOf(loadConfig({ ...base, NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }))).toMatchObject({
      stripeTestMode: false,
      purchases: 'stripe',
    });
    expect(publicOf(loadConfig({ ...base, NODE_ENV: 'development' }))).toMatchObject({ stripeTestMode: true, purchases: 'test' });
  });

  it('CSP img-src allows where uploaded images really live: AWS S3, an S3-compatible endpoint, or S3_PUBLIC_URL', () => {
    const s3 = { S3_BUCKET: 'pics', S3_REGION: 'eu-west-3' };
    expect(imgSrc(loadConfig({ ...base, ...s3 }))).toContain('https://pics.s3.eu-west-3.amazonaws.com');
    expect(imgSrc(loadConfig({ ...base, ...s3, S3_ENDPOINT: 'https://minio.example.com:9000' }))).toContain('https://minio.example.com:9000');
    const cdn = imgSrc(loadConfig({ ...base, ...s3, S3_PUBLIC_URL: 'https://cdn.example.com/media' }));
    expect(cdn).toContain('https://cdn.example.com');
    expect(cdn).not.toContain('https://pics.s3.eu-west-3.amazonaws.com');
    expect(imgSrc(loadConfig(base))).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('reads DATABASE_POOL_SIZE (default 20), SHUTDOWN_TIMEOUT_MS (default 25000) and METRICS_TOKEN, refusing bad values by name', () => {
    expect(loadConfig(base)).toMatchObject({ databasePoolSize: 20, shutdownTimeoutMs: 25_000, metricsToken: undefined });
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '8', SHUTDOWN_TIMEOUT_MS: '5000', METRICS_TOKEN: 'x'.repeat(32) })).toMatchObject({
      databasePoolSize: 8,
      shutdownTimeoutMs: 5_000,
      metricsToken: 'x'.repeat(32),
    });
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...base, SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
