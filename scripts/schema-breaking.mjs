// `npm test` (schema-breaking): schema.graphql against the released contract, schema.released.graphql. A breaking
// change (a field, argument, type or enum value removed or changed incompatibly) fails: partners' apps would break.
// Releasing a change on purpose: announce it, deprecate first (`@deprecated(reason)`), and when the removal ships,
// copy schema.graphql over schema.released.graphql in that same commit (README "API access").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/** The breaking changes from `releasedSdl` to `currentSdl`, as readable lines (none: compatible). */
export async function breakingChanges(releasedSdl, currentSdl) {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  return changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking).map((change) => `${change.path ?? ''}: ${change.message}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(import.meta.dirname, '..');
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const breaking = await breakingChanges(read('schema.released.graphql'), read('schema.graphql'));
  if (breaking.length) {
    console.error(`schema.graphql breaks the released contract (schema.released.graphql):\n  ${breaking.join('\n  ')}`);
    console.error('Deprecate first; release on purpose by copying schema.graphql over schema.released.graphql (README "API access").');
    process.exit(1);
  }
  console.log('schema.graphql is compatible with schema.released.graphql');
}
