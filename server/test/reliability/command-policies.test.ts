import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../src/kernel/context.js';
import { actingAs } from '../../src/modules/auth/index.js';
import { Account } from '../../src/modules/account-rows/account.entity.js';
import { AppError } from '../../src/shared/errors/app-error.js';
import { createAccount } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every command and query `(ctx, input)` of every module checks its own policy (ARCHITECTURE.md "Commands"): called
 * directly, as a new adapter would call it, it refuses a signed-out caller and, when it is for admins or
 * distributors, a plain member, before it reads its input. Which commands are for whom is not a list kept here: it
 * is read from the access declarations of the adapters that call them (`@Access({ who })` beside each resolver,
 * `routeAccess({ who })` beside each REST route: modules/auth/access.ts), so a declaration and its command cannot
 * drift apart. Commands are found by listing modules/*\/commands and queries; one that no declared adapter calls
 * must be named in NOT_EXPOSED with its reason.
 */
const NOT_EXPOSED: Record<string, string> = {};

type Who = 'anyone' | 'viewer' | 'admin' | 'distributor' | 'user';

/** Each command's `who`, from the declarations (`@Access(` / `routeAccess(`) of the adapter code that calls it. */
function declaredWho(commands: string[]): Map<string, Set<Who>> {
  const found = new Map<string, Set<Who>>();
  const adapters = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((file) => /(\.resolver|\.rest)\.ts$/.test(file));
  for (const file of adapters) {
    const segments = readFileSync(path.join(modulesDir, file), 'utf8').split(/(?=@Access\(|routeAccess\(\{)/).slice(1);
    for (const segment of segments) {
      const who = /^(?:@Access|routeAccess)\(\{ who: '(\w+)'/.exec(segment)?.[1] as Who | undefined;
      if (!who) throw new Error(`${file}: a declaration without a literal who: ${segment.slice(0, 60)}`);
      for (const name of commands) if (new RegExp(`\\b${name}\\(`).test(segment)) (found.get(name) ?? found.set(name, new Set()).get(name)!).add(who);
    }
  }
  return found;
}

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
  let whoOf: Map<string, Set<Who>>;
  const named = (who: Who) => [...whoOf].filter(([, set]) => set.has(who)).map(([name]) => name);

  beforeAll(async () => {
    app = await startTestApp();
    commands = await discoverCommands();
    whoOf = declaredWho([...commands.keys()]);
    signedOut = { ...actingAs(app.container, {} as Account), viewer: () => Promise.resolve(null), viewerWith: () => Promise.resolve(null) };
    const { id } = await createAccount(app);
    member = actingAs(app.container, await app.container.dataSource.manager.findOneByOrFail(Account, { id }));
  }, 60_000);

  afterAll(() => app?.stop());

  it('every command and query is called by a declared adapter, under one `who`', () => {
    expect([...commands.keys()].filter((name) => !whoOf.has(name) && !(name in NOT_EXPOSED)).sort()).toEqual([]);
    expect([...whoOf].filter(([, set]) => set.size > 1).map(([name, set]) => `${name}: ${[...set].join(', ')}`)).toEqual([]);
    // The declarations found are the ones the test is about: a scan that found nothing would pass everything below.
    expect(named('anyone')).toContain('signUp');
    expect(named('admin')).toContain('createDistributor');
    expect(named('distributor')).toContain('makeDistribution');
    expect(named('viewer')).toContain('transferOdance');
  });

  it('refuses a signed-out caller (AUTH_UNAUTHORIZED) before reading the input', async () => {
    const outcomes: Record<string, string> = {};
    for (const name of [...named('viewer'), ...named('admin'), ...named('distributor')]) outcomes[name] = await refusal(commands.get(name)!(signedOut, {}));
    expect(Object.entries(outcomes).filter(([, code]) => code !== 'AUTH_UNAUTHORIZED')).toEqual([]);
  });

  it('refuses a plain member what is for admins or distributors (FORBIDDEN)', async () => {
    const outcomes: Record<string, string> = {};
    for (const name of [...named('admin'), ...named('distributor')]) outcomes[name] = await refusal(commands.get(name)!(member, {}));
    expect(Object.entries(outcomes).filter(([, code]) => code !== 'FORBIDDEN')).toEqual([]);
  });
});
