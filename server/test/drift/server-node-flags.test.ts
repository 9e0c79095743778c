import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's V8 flags (scripts/server-node-flags.mjs) are spelled out where no script can import them: the
// Docker image's command and the server package's `start`. They must say the same, or production would run a
// server that npm run bench did not measure.
const root = path.resolve(import.meta.dirname, '../../..');

describe('the server process runs with the same V8 flags everywhere', () => {
  it('the Dockerfile and `npm start -w server` pass exactly scripts/server-node-flags.mjs', async () => {
    const { SERVER_NODE_FLAGS } = (await import(pathToFileURL(path.join(root, 'scripts/server-node-flags.mjs')).href)) as { SERVER_NODE_FLAGS: string[] };
    expect(SERVER_NODE_FLAGS).toEqual(expect.arrayContaining(['--max-semi-space-size=32', '--heap-growing-percent=100']));
    const dockerCmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))?.[1];
    expect(JSON.parse(dockerCmd ?? '[]')).toEqual(['node', ...SERVER_NODE_FLAGS, 'server/dist/main.js']);
    const start = (JSON.parse(readFileSync(path.join(root, 'server/package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(start.split(' ')).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/main.js']);
  });
});
