import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The build's version: written to dist/build-info.json by `npm run build`, so it changes with every build
 * and clients reload when it does. Unbuilt (dev, tests) it is fixed per process start.
 */
export function readVersion(): string {
  const file = path.resolve(here, '../build-info.json');
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  return `dev-${Date.now().toString(36)}`;
}
