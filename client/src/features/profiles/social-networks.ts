/** The six networks of docs/web-app.md#language-and-look, the hosts the server accepts for each (website: any http(s) host). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'x', 'youtube', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LABEL: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  x: 'X',
  youtube: 'YouTube',
  website: 'Website',
};

export const SOCIAL_PLACEHOLDER: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/…',
  instagram: 'https://www.instagram.com/…',
  tiktok: 'https://www.tiktok.com/@…',
  x: 'https://x.com/…',
  youtube: 'https://www.youtube.com/@…',
  website: 'https://…',
};

const HOSTS: Record<SocialNetwork, string[] | null> = {
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  instagram: ['instagram.com', 'instagr.am'],
  tiktok: ['tiktok.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
  website: null,
};

/** An http(s) URL on one of `hosts` or their subdomains; `null` hosts: any real host name. */
export function isHttpUrlOn(value: string, hosts: string[] | null): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  if (hosts === null) return host.includes('.') && !host.endsWith('.');
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export const isSocialLink = (network: SocialNetwork, value: string): boolean => isHttpUrlOn(value, HOSTS[network]);

/** docs/product.md#rules: "must be a valid Facebook … URL". */
export const socialLinkMessage = (network: SocialNetwork): string =>
  network === 'website' ? 'Enter a valid website address starting with https://.' : `Enter a valid ${SOCIAL_LABEL[network]} URL.`;
