import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, type CommandContext } from '../../src/app/request-context.js';
import { Account } from '../../src/modules/accounts/account.entity.js';
import { AppError } from '../../src/shared/errors/app-error.js';
import { createAccount } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every command and query `(ctx, input)` of every module checks its own policy (ARCHITECTURE.md "Commands"): called
 * directly, as a new adapter would call it, it refuses a signed-out caller and, when it is for admins or
 * distributors, a plain member, before it reads its input. Found by listing modules/*\/commands and queries, so
 * a new command without a row below fails the completeness test.
 */
const PUBLIC = ['signUp', 'confirmEmail', 'resendConfirmation', 'requestPasswordReset', 'resetPassword', 'confirmEmailChange', 'undoEmailChange'];
const ADMIN_ONLY = [
  'createDistributor',
  'updateDistributor',
  'setDistributorActive',
  'recordCollection',
  'listDistributors',
  'listAllTransfers',
  'exportAllTransfers',
  'listAllPayments',
  'exportAllPayments',
  'getDistributorTermLimits',
  'listPendingAccounts',
  'approveAccount',
  'rejectAccount',
  'setAccountActive',
  'createOAuthClient',
  'setOAuthClientActive',
  'listOAuthClients',
];
const DISTRIBUTOR_ONLY = ['makeDistribution', 'getDistributionQuote', 'getMyDistributor'];
const SIGNED_IN = [
  'changePassword',
  'requestEmailChange',
  'deleteAccount',
  'updateAccount',
  'searchAccounts',
  'getAccountSummary',
  'createPersonalAccessToken',
  'revokePersonalAccessToken',
  'listPersonalAccessTokens',
  'getDistributor',
  'getDistributorStatistics',
  'listCollections',
  'listDistributions',
  'transferOdance',
  'listMyTransfers',
  'uploadImage',
  'markNotificationsRead',
  'countUnreadNotifications',
  'listNotifications',
  'subscribeToViewerEvents',
  'revokeAuthorizedApp',
  'listAuthorizedApps',
  'buyOdance',
  'confirmPayment',
  'retryPayment',
  'cancelPayment',
  'getInvoice',
  'listMyPayments',
  'getPayment',
  'createProfile',
  'updateProfile',
  'deleteProfile',
  'setMainProfile',
  'getMainProfile',
  'ownProfilesScope',
];

type Command = (ctx: CommandContext, input: unknown) => Promise<unknown>;

const modulesDir = path.resolve(import.meta.dirname, '../../src/modules');

/** Every exported function whose first parameter is the command context, by name. */
async function discoverCommands(): Promise<Map<string, Command>> {
  const found = new Map<string, Command>();
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((file) => /(^|\/)(commands|queries)\/[^/]+\.ts$/.test(file));
  for (const file of files) {
    const exports = (await import(pathToFileURL(path.join(modulesDir, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function' && /^async function \w+\(ctx[,)]/.test(value.toString())) found.set(name, value as Command);
    }
  }
  return found;
}

async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : `not an AppError: ${String(error)}`;
  }
}

describe('commands hold their own policy', () => {
  let app: TestApp;
  let commands: Map<string, Command>;
  let signedOut: CommandContext;
  let member: CommandContext;

  beforeAll(async () => {
    app = await startTestApp();
    commands = await discoverCommands();
    signedOut = { ...actingAs(app.container, {} as Account), viewer: () => Promise.resolve(null), viewerWith: () => Promise.resolve(null) };
    const { id } = await createAccount(app);
    member = actingAs(app.container, await app.container.dataSource.manager.findOneByOrFail(Account, { id }));
  }, 60_000);

  afterAll(() => app?.stop());

  it('every command and query is in one of the tables', () => {
    const listed = [...PUBLIC, ...ADMIN_ONLY, ...DISTRIBUTOR_ONLY, ...SIGNED_IN];
    expect([...commands.keys()].filter((name) => !listed.includes(name)).sort()).toEqual([]);
    expect(listed.filter((name) => !commands.has(name)).sort()).toEqual([]);
  });

  it('refuses a signed-out caller (AUTH_UNAUTHORIZED) before reading the input', async () => {
    const outcomes: Record<string, string> = {};
    for (const name of [...ADMIN_ONLY, ...DISTRIBUTOR_ONLY, ...SIGNED_IN]) outcomes[name] = await refusal(commands.get(name)!(signedOut, {}));
    expect(Object.entries(outcomes).filter(([, code]) => code !== 'AUTH_UNAUTHORIZED')).toEqual([]);
  });

  it('refuses a plain member what is for admins or distributors (FORBIDDEN)', async () => {
    const outcomes: Record<string, string> = {};
    for (const name of [...ADMIN_ONLY, ...DISTRIBUTOR_ONLY]) outcomes[name] = await refusal(commands.get(name)!(member, {}));
    expect(Object.entries(outcomes).filter(([, code]) => code !== 'FORBIDDEN')).toEqual([]);
  });
});
