import { readFileSync } from 'node:fs';
import type { AppContainer } from '../../app/container.js';
import { publicConfig } from '../system/public-config.js';
import { jsonForScript } from './html-text.js';

/** The element the client reads its runtime configuration from (client/src/shared/config/runtime-config.ts). */
export const INLINE_CONFIG_ID = 'odance-config';

/**
 * The built index.html every page is served from, with `/config.json`'s answer inlined as a JSON data block: the
 * app starts without a round trip for its configuration (a first visit used to wait for it before asking for
 * anything else). A data block is not a script, so the Content-Security-Policy is unchanged.
 */
export function loadAppShell(c: AppContainer, indexHtmlPath: string): string {
  const indexHtml = readFileSync(indexHtmlPath, 'utf8');
  const block = `<script type="application/json" id="${INLINE_CONFIG_ID}">${jsonForScript(publicConfig(c))}</script>`;
  const close = indexHtml.search(/<\/head>/i);
  if (close < 0) throw new Error('index.html has no </head>');
  return `${indexHtml.slice(0, close).trimEnd()}\n    ${block}\n  ${indexHtml.slice(close)}`;
}
