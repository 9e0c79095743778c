import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTestApolloClient, TestProviders } from '../../shared/test/test-utils';
import { MediaGallery } from './MediaGallery';

const urls = ['/media/one.webp', '/media/two.webp', '/media/three.webp'];

function renderGallery(pictures = urls) {
  render(
    <TestProviders client={makeTestApolloClient(null)}>
      <MediaGallery name="Ada Dancer" urls={pictures} />
    </TestProviders>,
  );
}

// The lightbox is loaded on the first open (MediaGallery.tsx): wait for its dialog.
const opened = () => screen.findByRole('dialog', { name: 'Ada Dancer' });
const shown = () => within(screen.getByRole('dialog', { name: 'Ada Dancer' })).getByRole('img');
const press = (key: string) => fireEvent.keyDown(window, { key, code: key });

describe('media lightbox', () => {
  it('is not on the page until a picture is opened', () => {
    renderGallery();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the clicked picture large with its caption, in the page rather than a new tab', async () => {
    renderGallery();
    const thumb = screen.getByRole('button', { name: 'Ada Dancer: picture 2 of 3' });
    expect(thumb).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('link', { name: /picture/ })).not.toBeInTheDocument();
    fireEvent.click(thumb);

    await opened();
    expect(shown()).toHaveAttribute('src', '/media/two.webp');
    expect(shown()).toHaveAccessibleName('Ada Dancer: picture 2 of 3');
    expect(screen.getByText('Picture 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open full size' })).toHaveAttribute('href', '/media/two.webp');
  });

  it('steps with the buttons and the arrow keys, wrapping round at the ends', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Ada Dancer: picture 3 of 3' }));
    await opened();
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toHaveAttribute('src', '/media/one.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toHaveAttribute('src', '/media/three.webp');
    press('ArrowLeft');
    expect(shown()).toHaveAttribute('src', '/media/two.webp');
    press('ArrowRight');
    press('ArrowRight');
    expect(shown()).toHaveAttribute('src', '/media/one.webp');
    expect(screen.getByText('Picture 1 of 3')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the picture that opened it', async () => {
    renderGallery();
    const thumb = screen.getByRole('button', { name: 'Ada Dancer: picture 1 of 3' });
    thumb.focus();
    fireEvent.click(thumb);
    const dialog = await opened();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Mantine gives focus back on a later tick: wait for it to land.
    await waitFor(() => expect(thumb).toHaveFocus());
  });

  it('offers no arrows for a single picture', async () => {
    renderGallery(urls.slice(0, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Ada Dancer: picture 1 of 1' }));
    await opened();
    expect(screen.queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument();
    press('ArrowRight');
    expect(shown()).toHaveAttribute('src', '/media/one.webp');
  });
});
