import { escapeHtml, insertBeforeHeadEnd, jsonForScript } from './html-text.js';

/** What a page's server-rendered head says of it (docs/public-pages.md): read by link previews and search engines. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute; also the canonical link. */
  url: string;
  /** Absolute URL of the picture a link preview shows, when the page has one. */
  image?: string;
  /** Open Graph type: `profile` for people, `website` otherwise. */
  ogType: 'website' | 'profile';
  /** `summary_large_image` for a wide picture (a background), `summary` otherwise. */
  twitterCard: 'summary' | 'summary_large_image';
  jsonLd?: Record<string, unknown>;
  /** Pages search engines should not index (a profile that does not exist). */
  noindex?: boolean;
  /**
   * A picture the first screen shows large, as the page refers to it: fetched from the head, first, instead of when
   * the drawn page's styles have loaded (a profile's banner is a CSS background: Lighthouse's largest paint).
   */
  leadImage?: string;
}

export const SITE_NAME = 'oDance';

/** The tags of a head, every value escaped (names and bios are what people typed). */
export function renderHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.image ? [meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image)] : []),
    meta('name', 'twitter:card', head.twitterCard),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
  ];
  return tags.map((tag) => `    ${tag}`).join('\n');
}

/**
 * The built index.html with this head: its own `<title>` and description are replaced, the rest (scripts, styles,
 * the app's root) left as Vite wrote it, so the page loads and runs exactly as the plain shell does.
 */
export function withHead(indexHtml: string, head: PageHead): string {
  const stripped = indexHtml.replace(/\s*<title>[\s\S]*?<\/title>/i, '').replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const withTags = insertBeforeHeadEnd(stripped, renderHead(head).trimStart());
  if (!head.leadImage) return withTags;
  // Before the first script or link: on a phone's six connections the picture goes out before the page's chunks.
  const lead = `<link rel="preload" as="image" href="${escapeHtml(head.leadImage)}" fetchpriority="high" />\n    `;
  return withTags.replace(/<(script|link)\b/i, (tag) => `${lead}${tag}`);
}
