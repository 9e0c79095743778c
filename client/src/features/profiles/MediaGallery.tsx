import { lazy, Suspense, useEffect, useState } from 'react';
import { Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import type { LightboxPicture } from './MediaLightbox';
import classes from './MediaGallery.module.css';

const loadLightbox = () => import('./MediaLightbox');
const MediaLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.MediaLightbox })));

/**
 * A public profile's pictures as thumbnails; a click (or Enter) opens the picture large in a lightbox on this
 * page (MediaLightbox), with the others a key away, rather than the bare file in a new tab. The lightbox (Mantine's
 * Modal, its focus trap and scroll lock: two thirds of a profile's own JavaScript) is loaded on the first open and
 * fetched ahead when the pointer or focus reaches a picture, as Share's sheet is (ShareProfileButton).
 */
export function MediaGallery({ name, urls }: { name: string; urls: string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  // The picture asked for before the lightbox was loaded: opened once it is on the page, closed (Mantine's Modal
  // notes what had focus when it opens, not when it mounts open, and gives focus back to that on close).
  const [asked, setAsked] = useState<number | null>(null);
  const loaded = asked !== null || open !== null;
  const prefetch = () => void loadLightbox().catch(() => undefined);
  const pictures: LightboxPicture[] = urls.map((url, index) => ({ url, alt: `${name}: picture ${index + 1} of ${urls.length}` }));

  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="ul" className={classes.list}>
        {pictures.map((picture, index) => (
          <li key={picture.url}>
            <UnstyledButton
              className={classes.thumb}
              aria-haspopup="dialog"
              onPointerEnter={prefetch}
              onFocus={prefetch}
              onClick={() => (loaded ? setOpen(index) : setAsked(index))}
            >
              <Image src={picture.url} alt={picture.alt} radius="md" h={140} fit="cover" loading="lazy" />
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      {/* Kept once loaded, so closing plays its transition and gives focus back to the picture. */}
      {loaded ? (
        <Suspense fallback={null}>
          <MediaLightbox title={name} pictures={pictures} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
          <WhenShown run={() => setOpen(asked)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Runs `run` once, when its Suspense boundary first shows (its lazy siblings loaded and mounted). */
function WhenShown({ run }: { run: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first commit
  useEffect(run, []);
  return null;
}
