import type { ComponentType } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandTiktok, IconBrandX, IconBrandYoutube, IconWorld } from '@tabler/icons-react';
import { SOCIAL_LABEL, SOCIAL_NETWORKS, type SocialNetwork } from './social-networks';

const ICONS: Record<SocialNetwork, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  tiktok: IconBrandTiktok,
  x: IconBrandX,
  youtube: IconBrandYoutube,
  website: IconWorld,
};

/** Icon links out to the profile's networks, each named ("Instagram"), opening in a new tab. */
export function SocialLinks({ links, name }: { links: Partial<Record<SocialNetwork, string | null | undefined>>; name: string }) {
  const present = SOCIAL_NETWORKS.filter((network) => links[network]);
  if (present.length === 0) return null;
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={`${name} elsewhere`}>
      {present.map((network) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <ActionIcon
              component="a"
              href={links[network]!}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="lg"
              radius="xl"
              aria-label={SOCIAL_LABEL[network]}
              title={SOCIAL_LABEL[network]}
            >
              <Icon size={20} aria-hidden />
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}
