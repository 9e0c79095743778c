import { SOCIAL_NETWORKS as CHECKED_ORDER, type SocialNetwork } from '@odance/contract/profiles';

/**
 * The six networks of docs/web-app.md#language-and-look. Which hosts each accepts is the server's rule, from
 * @odance/contract (`isSocialLink`, `socialLinkRule`); here is how the app shows them.
 */
export type { SocialNetwork };

/** The order the app lists them in: the personal website last. */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [...CHECKED_ORDER.filter((network) => network !== 'website'), 'website'];

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

/** docs/product.md#rules: "must be a valid Facebook … URL". */
export const socialLinkMessage = (network: SocialNetwork): string =>
  network === 'website' ? 'Enter a valid website address starting with https://.' : `Enter a valid ${SOCIAL_LABEL[network]} URL.`;
