import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';

const loadSheet = () => import('./ShareProfileSheet');
const ShareProfileSheet = lazy(loadSheet);

/**
 * Share on a public profile (README "Public pages"): the link to send and its QR code to print for an event or a
 * studio's door (ShareProfileSheet, loaded on the first ask; fetched ahead when the pointer or focus reaches the
 * button). Shared links preview with the profile's name and picture (the server writes them into the page's head).
 */
export function ShareProfileButton({ name, path }: { name: string; path: string }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const prefetch = () => void loadSheet().catch(() => undefined);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={18} aria-hidden />}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        Share
      </Button>
      {/* Kept once loaded, so closing plays its transition and gives focus back to the button. */}
      {asked ? (
        <Suspense fallback={null}>
          <ShareProfileSheet name={name} path={path} opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
