import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { findSchemaDrift } from '../../src/app/contract-drift.js';
import { CONTRACT_PATH } from '../../src/app/schema.js';

describe('schema.graphql drift', () => {
  it('the committed contract is exactly what the server emits', async () => {
    expect(await findSchemaDrift()).toBeNull();
  });

  it('catches a stale contract', async () => {
    const stale = readFileSync(CONTRACT_PATH, 'utf8').replace('type Query {', 'type Query {\n  removedField: String');
    expect(await findSchemaDrift(stale)).toMatch(/differs from the server/);
  });

  it('lists every catalogue code in the ErrorCode enum', () => {
    const contract = readFileSync(CONTRACT_PATH, 'utf8');
    for (const code of ['HEADER_INVALID', 'AUTH_RESET_TOKEN_ALREADY_SENT', 'QUERY_INVALID_PARAM', 'NOT_IMPLEMENTED_YET']) {
      expect(contract).toMatch(new RegExp(`enum ErrorCode \\{[^}]*\\b${code}\\b`));
    }
  });
});
