import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** While the current user loads (docs/web-app.md#screens-and-routes): covers the viewport so no guarded content flashes. */
export function FullScreenLoader() {
  return (
    <Center pos="fixed" inset={0} bg="var(--mantine-color-body)" style={{ zIndex: 'var(--mantine-z-index-overlay)' }} role="status">
      <Loader size="lg" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}

/** While a page's code loads: the top bar stays, the content area shows a spinner. */
export function PageLoader() {
  return (
    <Center py="xl" mih="40vh" role="status">
      <Loader />
      <VisuallyHidden>Loading page…</VisuallyHidden>
    </Center>
  );
}
