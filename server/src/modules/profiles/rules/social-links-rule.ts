import { z } from 'zod';
import { SOCIAL_NETWORKS, type SocialLinks, type SocialNetwork } from '../profile-types.js';
import { optionalText } from './text-rules.js';

/** The hosts each network serves profiles from; `null` is any host (a personal website). */
const NETWORK_HOSTS: Record<SocialNetwork, string[] | null> = {
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  instagram: ['instagram.com', 'instagr.am'],
  tiktok: ['tiktok.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
  website: null,
};

/** An http(s) URL whose host is one of `hosts` or a subdomain of one (www., m., vm.…). */
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

const linkRule = (network: SocialNetwork) =>
  optionalText(2048).refine((value) => value === null || isHttpUrlOn(value, NETWORK_HOSTS[network]), 'invalid');

const shape = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, linkRule(network)])) as Record<
  SocialNetwork,
  ReturnType<typeof linkRule>
>;

/** Every network is present in the result, null when not set; unknown networks are dropped. */
export const socialLinksRule = z
  .object(shape, { error: 'invalid' })
  .nullish()
  .transform((links): SocialLinks => {
    const result = {} as SocialLinks;
    for (const network of SOCIAL_NETWORKS) result[network] = links?.[network] ?? null;
    return result;
  });
