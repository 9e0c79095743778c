import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './MediaLightbox.module.css';

export interface LightboxPicture {
  url: string;
  alt: string;
}

export interface MediaLightboxProps {
  /** The dialog's title (the profile's name). */
  title: string;
  pictures: LightboxPicture[];
  /** The picture shown; null: closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One picture large in a dialog: its caption, previous and next (buttons, or the arrow keys; the ends wrap
 * round). Mantine's Modal traps focus, closes on Escape and gives focus back to the thumbnail that opened it.
 */
export function MediaLightbox({ title, pictures, index, onIndexChange, onClose }: MediaLightboxProps) {
  const count = pictures.length;
  const picture = index === null ? undefined : pictures[index];
  const step = (by: number) => {
    if (index !== null && count > 1) onIndexChange((index + by + count) % count);
  };

  useWindowEvent('keydown', (event) => {
    if (!picture || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  });

  return (
    <Modal opened={picture !== undefined} onClose={onClose} title={title} size="60rem" centered closeButtonProps={{ 'aria-label': 'Close picture' }}>
      {picture && index !== null ? (
        <Stack gap="sm" component="figure" className={classes.figure}>
          <img src={picture.url} alt={picture.alt} className={classes.image} />
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Arrow label="Previous picture" hidden={count < 2} onClick={() => step(-1)} icon={<IconChevronLeft size={20} aria-hidden />} />
            <Stack gap={2} align="center" component="figcaption">
              {/* Read out when the picture changes while focus stays on an arrow. */}
              <Text size="sm" aria-live="polite">
                Picture {index + 1} of {count}
              </Text>
              <Anchor href={picture.url} target="_blank" rel="noopener noreferrer" size="sm">
                Open full size
              </Anchor>
            </Stack>
            <Arrow label="Next picture" hidden={count < 2} onClick={() => step(1)} icon={<IconChevronRight size={20} aria-hidden />} />
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

function Arrow({ label, hidden, onClick, icon }: { label: string; hidden: boolean; onClick: () => void; icon: ReactNode }) {
  // Kept in the layout when hidden, so the caption stays centred under a single picture.
  return (
    <ActionIcon variant="default" size="lg" radius="xl" aria-label={label} onClick={onClick} style={hidden ? { visibility: 'hidden' } : undefined}>
      {icon}
    </ActionIcon>
  );
}
