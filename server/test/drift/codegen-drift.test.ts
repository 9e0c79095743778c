import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const committedDir = path.join(root, 'client/src/gql');

/** Runs the project's codegen (codegen.ts) into a scratch folder. */
function generate(): string {
  const out = mkdtempSync(path.join(os.tmpdir(), 'odance-codegen-'));
  execFileSync(path.join(root, 'node_modules/.bin/graphql-codegen'), ['--config', path.join(root, 'codegen.ts')], {
    cwd: root,
    env: { ...process.env, CODEGEN_OUT: `${out}/` },
    stdio: 'pipe',
  });
  return out;
}

function differences(dirA: string, dirB: string): string[] {
  const names = new Set([...readdirSync(dirA), ...readdirSync(dirB)]);
  return [...names].filter((name) => {
    try {
      return readFileSync(path.join(dirA, name), 'utf8') !== readFileSync(path.join(dirB, name), 'utf8');
    } catch {
      return true;
    }
  });
}

describe('codegen drift', () => {
  it('the committed client/src/gql is what codegen makes of schema.graphql and the client operations', () => {
    expect(differences(generate(), committedDir)).toEqual([]);
  }, 120_000);

  it('catches committed output that is stale', () => {
    // As if an operation had changed without re-running codegen: the committed files no longer match.
    const stale = mkdtempSync(path.join(os.tmpdir(), 'odance-stale-gql-'));
    cpSync(committedDir, stale, { recursive: true });
    const file = path.join(stale, 'graphql.ts');
    writeFileSync(file, `${readFileSync(file, 'utf8')}export type RemovedOperationResult = { removed: boolean };\n`);
    expect(differences(generate(), stale)).toEqual(['graphql.ts']);
  }, 120_000);
});
