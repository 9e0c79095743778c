import type { Response } from 'express';
import type { AppContainer } from '../../kernel/context.js';
import { countProfiles, profileIdAt, profilesAfter } from '../profiles/index.js';
import { escapeHtml } from './html-text.js';

/** The sitemap protocol's limit of URLs in one file (sitemaps.org); past it, /sitemap.xml is an index. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Rows read per statement while a sitemap streams: memory stays flat however many profiles there are. */
const BATCH = 2_000;

/**
 * GET /sitemap.xml: every public profile (and `/`) with its update time, or, past `limit` profiles, an index of
 * /sitemaps/profiles-N.xml files of `limit` profiles each. Written as it is read (keyset batches in id order).
 */
export async function writeSitemap(c: AppContainer, res: Response, limit = SITEMAP_URL_LIMIT): Promise<void> {
  const count = await countProfiles(c.dataSource.manager);
  res.type('application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=3600');
  const base = c.config.appUrl;
  if (count + STATIC_PAGES.length > limit) {
    const files = ['pages', ...Array.from({ length: Math.ceil(count / limit) }, (_, i) => `profiles-${i + 1}`)];
    const entries = files.map((file) => `  <sitemap><loc>${base}/sitemaps/${file}.xml</loc></sitemap>\n`);
    res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`);
    return;
  }
  await streamUrlset(c, res, { after: null, count: limit, pages: true });
}

/** The app's public pages that are not profiles. */
const STATIC_PAGES = ['/', '/developers'];

/** GET /sitemaps/pages.xml (in the index): the pages that are not profiles. */
export function staticPagesSitemap(appUrl: string): string {
  const urls = STATIC_PAGES.map((page) => `  <url><loc>${appUrl}${page}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
}

/** GET /sitemaps/profiles-N.xml: the N-th `limit` profiles in id order; false when there is no such file. */
export async function writeSitemapPart(c: AppContainer, res: Response, part: number, limit = SITEMAP_URL_LIMIT): Promise<boolean> {
  // The id just before the part's first row: an index-only scan of the primary key.
  let after: string | null = null;
  if (part > 1) {
    after = await profileIdAt(c.dataSource.manager, (part - 1) * limit - 1);
    if (after === null) return false;
  }
  res.type('application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=3600');
  await streamUrlset(c, res, { after, count: limit, pages: false });
  return true;
}

async function streamUrlset(c: AppContainer, res: Response, range: { after: string | null; count: number; pages: boolean }): Promise<void> {
  const base = c.config.appUrl;
  await write(res, `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`);
  if (range.pages) await write(res, STATIC_PAGES.map((page) => `  <url><loc>${base}${page}</loc></url>\n`).join(''));
  let after = range.after;
  let left = range.count;
  while (left > 0) {
    const wanted = Math.min(BATCH, left);
    const rows = await profilesAfter(c.dataSource.manager, after, wanted);
    const chunk = rows.map((row) => `  <url><loc>${escapeHtml(`${base}/profile/${row.type}/${row.id}`)}</loc><lastmod>${row.updated_at.toISOString()}</lastmod></url>\n`);
    await write(res, chunk.join(''));
    const last = rows.at(-1);
    if (!last) break;
    after = last.id;
    left -= rows.length;
    if (rows.length < wanted) break;
  }
  res.end('</urlset>\n');
}

/** Writes, waiting for the socket to drain when its buffer is full (a slow crawler does not fill our memory). */
function write(res: Response, text: string): Promise<void> {
  if (res.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      res.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      res.off('drain', onDrain);
      reject(new Error('the client went away'));
    };
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}

/** GET /robots.txt (docs/public-pages.md): public pages allowed; the signed-in app, the API and sign-in kept out. */
export function robotsTxt(appUrl: string): string {
  const disallowed = ['/dashboard', '/admin-panel', '/auth', '/api', '/graphql', '/oauth'];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
}
