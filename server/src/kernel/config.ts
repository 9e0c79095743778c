import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error.js';
import { withSecretFiles } from './secret-files.js';

export { ConfigError };

/** How often each replica reads the OAuth signing keys again (modules/oauth/oauth-keys.ts). */
export const DEFAULT_KEYS_REFRESH_MS = 60_000;

/** Waits before each webhook retry (Standard Webhooks' own schedule, then 10 h more): the first within 10 s, 37.6 h in all. */
const DEFAULT_WEBHOOK_RETRY_SCHEDULE_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000, 36_000_000];

const optionalUrl = z.url({ protocol: /^https?$/ }).optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  APP_URL: optionalUrl,
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('oDance <no-reply@localhost>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ACCOUNT_APPROVAL: z.enum(['auto', 'manual']).default('auto'),
  // Roles that must enrol a second factor before using their role's operations (README "Security"); unset: admin and
  // distributor in production, none elsewhere. `none` turns the rule off (an empty value counts as unset).
  SECOND_FACTOR_REQUIRED_FOR: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value.trim() === 'none') return [];
      const roles = value.split(',').map((role) => role.trim()).filter((role) => role.length > 0);
      const unknown = roles.find((role) => !['user', 'distributor', 'admin'].includes(role));
      if (unknown) ctx.addIssue({ code: 'custom', message: `unknown role ${unknown} (admin, distributor, user)` });
      return roles as Array<'user' | 'distributor' | 'admin'>;
    }),
  ODANCE_PRICE_CENTS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  // The seller printed on invoices: name, address, tax id, one per line (a real newline or the two characters \n).
  INVOICE_SELLER: z.string().trim().min(1).max(1000).default('oDance'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: optionalUrl,
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: optionalUrl,
  GOOGLE_TOKEN_URL: optionalUrl,
  GOOGLE_USERINFO_URL: optionalUrl,
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Where uploaded objects are read from when not the bucket's own URL (a CDN, a custom domain); also the CSP's img-src.
  S3_PUBLIC_URL: optionalUrl,
  // Running as a service (README "Production"): drain time on SIGTERM, connections per replica, the /metrics bearer.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // How often each replica re-reads the OAuth keys (modules/oauth/oauth-provider-host.ts); a rotation signs after 3.
  OAUTH_KEYS_REFRESH_MS: z.coerce.number().int().min(100).max(3_600_000).default(DEFAULT_KEYS_REFRESH_MS),
  // Which proxies may set X-Forwarded-For (README "Security"): unset trusts none; else Express's `trust proxy` value.
  TRUST_PROXY: z.string().min(1).optional(),
  // Requests a minute per bearer token, and per IP for anonymous calls (README "API access").
  // Sign-ups, reset links and confirmation mails per client IP (README "Security").
  AUTH_IP_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  API_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000_000).default(600),
  // Live updates (README "Live updates"): open sockets per account, and how often a socket's session is re-checked.
  LIVE_SOCKETS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(10),
  LIVE_SESSION_RECHECK_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  LIVE_LOG_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  // Webhooks (README "Webhooks"): the waits before each retry, in ms (comma-separated; at least 24 h in all, the
  // first at most 10 s), and how long an endpoint has to answer.
  WEBHOOK_RETRY_SCHEDULE_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be whole milliseconds separated by commas')
    .transform((list) => list.split(',').map(Number))
    .refine((waits) => waits.every((wait) => wait >= 10 && wait <= 86_400_000), 'each wait must be 10 ms to 24 h')
    .default(DEFAULT_WEBHOOK_RETRY_SCHEDULE_MS),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // URLs per sitemap file (README "Public pages"); the protocol's own limit is the default and the maximum.
  SITEMAP_URL_LIMIT: z.coerce.number().int().min(10).max(50_000).default(50_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // Demo data into an empty database outside production (tests switch it off).
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  // Where the built client lives; the default is the workspace's own build.
  CLIENT_DIST: z.string().optional(),
  // `npm run bench` only: a bare baseline route and statement counting (app/bench-hooks.ts); never in production.
  BENCH_BASELINE_ROUTE: z.enum(['true', 'false']).default('false'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  accountApproval: 'auto' | 'manual';
  /** Roles whose operations need an enrolled second factor (SECOND_FACTOR_REQUIRED_FOR). */
  secondFactorRequiredFor: Array<'user' | 'distributor' | 'admin'>;
  odancePriceCents: number;
  /** The invoice's seller block, one line each (name first). */
  invoiceSeller: string[];
  stripe: { secretKey: string; webhookSecret: string | undefined; apiUrl: string | undefined } | undefined;
  google:
    | { clientId: string; clientSecret: string; authUrl?: string; tokenUrl?: string; userinfoUrl?: string }
    | undefined;
  s3:
    | { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; publicUrl?: string }
    | undefined;
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long to keep serving with /health/ready at 503 before the listener closes (kernel/shutdown.ts). */
  shutdownDelayMs: number;
  databasePoolSize: number;
  metricsToken: string | undefined;
  oauthKeysRefreshMs: number;
  /** Express's `trust proxy` setting; false when TRUST_PROXY is unset (the client IP is the socket's address). */
  trustProxy: boolean | number | string;
  apiRateLimit: number;
  authIpLimit: number;
  liveSocketsPerAccount: number;
  liveSessionRecheckMs: number;
  /** How often each replica reads the event log without a wake-up (a missed NOTIFY, a commit outside the ledger). */
  liveLogPollMs: number;
  /** Waits before each retry of a webhook delivery (modules/webhooks/webhook-job.ts); tests make them short. */
  webhookRetryScheduleMs: number[];
  /** How long a webhook endpoint has to answer. */
  webhookTimeoutMs: number;
  sitemapUrlLimit: number;
  logLevel: string;
  clientDist: string | undefined;
  seedDemo: boolean;
  benchHooks: boolean;
  authTokenName: string;
  apiUrl: string;
  graphqlUrl: string;
}

/** Reads and validates the environment (docs/operations.md#configuration). Throws ConfigError naming the first bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings count as unset, as in most .env files; secrets may come from files (`<NAME>_FILE`: secret-files.ts).
  const raw = withSecretFiles(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!; // a failed parse has at least one issue
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.DATABASE_URL) throw new ConfigError('Missing environment variable DATABASE_URL (required in production)');
  if (isProduction && !env.SESSION_SECRET) throw new ConfigError('Missing environment variable SESSION_SECRET (required in production)');
  // Without a transport every mail (reset links included) would only be logged: never acceptable in production.
  if (isProduction && !env.SMTP_URL) throw new ConfigError('Missing environment variable SMTP_URL (required in production)');
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    throw new ConfigError(`Missing environment variable ${env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'} (set both or neither)`);
  }
  if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) throw new ConfigError('Missing environment variable GOOGLE_CLIENT_SECRET (GOOGLE_CLIENT_ID is set)');
  if (env.S3_BUCKET && !env.S3_REGION) throw new ConfigError('Missing environment variable S3_REGION (S3_BUCKET is set)');
  // The first retry within 10 s, retries for at least 24 hours (a test may shorten them, never production).
  const webhookRetries = env.WEBHOOK_RETRY_SCHEDULE_MS;
  if (isProduction && ((webhookRetries[0] ?? 0) > 10_000 || webhookRetries.reduce((sum, wait) => sum + wait, 0) < 86_400_000)) {
    throw new ConfigError('Invalid environment variable WEBHOOK_RETRY_SCHEDULE_MS: in production the first wait is at most 10000 and they add up to at least 24 h');
  }
  if (isProduction && env.BENCH_BASELINE_ROUTE === 'true') throw new ConfigError('Invalid environment variable BENCH_BASELINE_ROUTE: not allowed in production');
  if (env.STRIPE_SECRET_KEY && isProduction && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Missing environment variable STRIPE_WEBHOOK_SECRET (required with STRIPE_SECRET_KEY in production)');
  }

  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    dataDir,
    sessionSecret: env.SESSION_SECRET ?? devSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    accountApproval: env.ACCOUNT_APPROVAL,
    secondFactorRequiredFor: env.SECOND_FACTOR_REQUIRED_FOR ?? (isProduction ? ['admin', 'distributor'] : []),
    odancePriceCents: env.ODANCE_PRICE_CENTS,
    invoiceSeller: env.INVOICE_SELLER.split(/\r?\n|\\n/).map((line) => line.trim()).filter((line) => line.length > 0),
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
      : undefined,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            authUrl: env.GOOGLE_AUTH_URL,
            tokenUrl: env.GOOGLE_TOKEN_URL,
            userinfoUrl: env.GOOGLE_USERINFO_URL,
          }
        : undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
        }
      : undefined,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    metricsToken: env.METRICS_TOKEN,
    oauthKeysRefreshMs: env.OAUTH_KEYS_REFRESH_MS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiRateLimit: env.API_RATE_LIMIT,
    authIpLimit: env.AUTH_IP_LIMIT,
    liveSocketsPerAccount: env.LIVE_SOCKETS_PER_ACCOUNT,
    liveSessionRecheckMs: env.LIVE_SESSION_RECHECK_MS,
    liveLogPollMs: env.LIVE_LOG_POLL_MS,
    webhookRetryScheduleMs: env.WEBHOOK_RETRY_SCHEDULE_MS,
    webhookTimeoutMs: env.WEBHOOK_TIMEOUT_MS,
    sitemapUrlLimit: env.SITEMAP_URL_LIMIT,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    clientDist: env.CLIENT_DIST,
    seedDemo: env.SEED_DEMO === 'true',
    benchHooks: env.BENCH_BASELINE_ROUTE === 'true',
    authTokenName: 'odance_session',
    apiUrl: '/api',
    graphqlUrl: '/graphql',
  };
}

/** Outside production a session secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `TRUST_PROXY`: unset → trust nothing; `true`/`false`; a hop count; else a list Express understands (loopback, CIDRs). */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
