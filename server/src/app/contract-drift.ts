import { readFileSync } from 'node:fs';
import { buildAppSchema, CONTRACT_PATH, printContract } from './schema.js';

/** Compares a committed schema.graphql with what the server emits; returns the first differing line or null. */
export async function findSchemaDrift(committed: string = readFileSync(CONTRACT_PATH, 'utf8')): Promise<string | null> {
  const emitted = printContract(await buildAppSchema());
  if (emitted === committed) return null;
  const a = emitted.split('\n');
  const b = committed.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  return `schema.graphql differs from the server at line ${line + 1}: expected "${a[line] ?? ''}", committed "${b[line] ?? ''}". Run npm run schema.`;
}
