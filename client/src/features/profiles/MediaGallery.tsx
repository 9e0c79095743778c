import { useState } from 'react';
import { Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import { MediaLightbox, type LightboxPicture } from './MediaLightbox';
import classes from './MediaGallery.module.css';

/**
 * A public profile's pictures as thumbnails; a click (or Enter) opens the picture large in a lightbox on this
 * page (MediaLightbox), with the others a key away, rather than the bare file in a new tab.
 */
export function MediaGallery({ name, urls }: { name: string; urls: string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const pictures: LightboxPicture[] = urls.map((url, index) => ({ url, alt: `${name}: picture ${index + 1} of ${urls.length}` }));

  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="ul" className={classes.list}>
        {pictures.map((picture, index) => (
          <li key={picture.url}>
            <UnstyledButton className={classes.thumb} aria-haspopup="dialog" onClick={() => setOpen(index)}>
              <Image src={picture.url} alt={picture.alt} radius="md" h={140} fit="cover" loading="lazy" />
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      <MediaLightbox title={name} pictures={pictures} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
