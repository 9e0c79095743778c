// initialJsGzipKb: every /assets/*.js the browser requests while `/` renders (the entry, its modulepreloads
// and the lazy chunks of the first screen), each counted at its gzip size (what the server's compression sends).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './server.mjs';

const CHROMIUM_ARGS = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-sandbox'];

export async function initialJs(url) {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return { skipped: `no Chromium at ${executablePath}` };
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    // The first screen is drawn (the top bar's search field), then a moment for lazy chunks it asks for. A page
    // that never draws it (e.g. a client built against another server's /config.json) loads fewer chunks: no figure.
    const drawn = await page.getByRole('searchbox').first().waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (!drawn) return { skipped: 'the first screen did not render (no search field within 15 s)' };
    await page.waitForLoadState('networkidle');
    const assets = path.join(root, 'client/dist');
    const files = [...scripts].sort().map((pathname) => {
      const body = readFileSync(path.join(assets, pathname));
      return { file: pathname, bytes: body.length, gzipBytes: gzipSync(body).length };
    });
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    return { kb: Math.round((gzipBytes / 1024) * 10) / 10, files };
  } finally {
    await browser.close();
  }
}
