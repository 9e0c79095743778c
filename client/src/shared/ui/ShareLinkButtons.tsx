import { Button, CopyButton, Group } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';

/** Whether this browser has the Web Share API (phones, some desktops). */
export function canShareLinks(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Copy link, and Share through the system's sheet where the browser has the Web Share API (then Share is the
 * main button). A cancelled share is not an error.
 */
export function ShareLinkButtons({ url, title }: { url: string; title: string }) {
  const canShare = canShareLinks();
  return (
    <Group gap="xs" justify="center">
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button size="sm" variant={canShare ? 'default' : 'filled'} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} onClick={copy}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        )}
      </CopyButton>
      {canShare ? (
        <Button size="sm" leftSection={<IconShare size={16} aria-hidden />} onClick={() => void navigator.share({ title, url }).catch(() => undefined)}>
          Share
        </Button>
      ) : null}
    </Group>
  );
}
