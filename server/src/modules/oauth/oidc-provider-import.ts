import type { Logger } from '../../kernel/logger.js';

// The terminal colour codes oidc-provider adds when stderr is a TTY (its warnings).
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

let loaded: Promise<typeof import('oidc-provider')> | undefined;

/**
 * oidc-provider, loaded once. As it loads it writes a plain-text line to stderr on a Node older than 22 LTS
 * ("oidc-provider WARNING: Unsupported runtime"; package.json allows Node 20.19, the image runs 24), which would
 * break the one-JSON-line-per-entry logs. That line goes to the app's logger instead, as one JSON warning.
 */
export function importOidcProvider(logger: Logger): Promise<typeof import('oidc-provider')> {
  loaded ??= (async () => {
    const warn = console.warn;
    const held: string[] = [];
    console.warn = (...args: unknown[]) => void held.push(args.map(String).join(' '));
    try {
      return await import('oidc-provider');
    } finally {
      console.warn = warn;
      for (const line of held) logger.warn({ node: process.version }, line.replace(COLOURS, ''));
    }
  })();
  return loaded;
}
