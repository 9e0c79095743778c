import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_PATH } from '../../src/app/schema.js';
// @ts-expect-error: a plain ES module of the repository's scripts (no types)
import { breakingChanges } from '../../../scripts/schema-breaking.mjs';

// Issue 15: the breaking-change check npm test runs (scripts/schema-breaking.mjs) fails on a breaking change only.
const released = readFileSync(CONTRACT_PATH, 'utf8');

describe('schema breaking-change check', () => {
  it('passes the contract against itself and an added field', async () => {
    expect(await breakingChanges(released, released)).toEqual([]);
    const added = released.replace(/type Balance \{/, 'type Balance {\n  """Added."""\n  extra: Int\n');
    expect(added).not.toBe(released);
    expect(await breakingChanges(released, added)).toEqual([]);
  });

  it('fails a removed field and a removed enum value', async () => {
    const removedField = released.replace(/\n\s*"""[^"]*"""\n\s*odance: SafeInt!/, '\n  """Gone."""\n  other: Int');
    expect(await breakingChanges(released, removedField)).toEqual([expect.stringContaining("Field 'odance' was removed from object type 'Balance'")]);
    const removedValue = released.replace(/\n\s*"""[^"]*"""\n\s*tap\n/, '\n');
    expect((await breakingChanges(released, removedValue)).join()).toMatch(/tap/);
  });
});
