import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { TestProviders } from '../../shared/test/test-utils';
import { makeProfile, mockApollo } from './profiles-test-utils';
import PublicProfilePage from './PublicProfilePage';

const achievement = (id: string, place: number, date: string, isTop: boolean) => ({
  __typename: 'Achievement',
  id,
  place,
  eventName: `Event ${id}`,
  eventPlace: 'Vienna',
  category: 'Solo',
  date,
  isTop,
});

function renderProfile(result: Parameters<typeof mockApollo>[0]['PublicProfile']) {
  const apollo = mockApollo({ PublicProfile: result });
  const router = createMemoryRouter([{ path: '/profile/:type/:id', element: <PublicProfilePage /> }], {
    initialEntries: ['/profile/dancer/11111111-1111-4111-8111-111111111111'],
  });
  render(
    <TestProviders client={apollo.client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return apollo;
}

describe('public profile page', () => {
  it('shows names, styles, links out, affiliations and achievements (top first, medals, dd/mm/yyyy)', async () => {
    renderProfile(() => ({
      data: {
        profile: makeProfile({
          canEdit: true,
          schools: [
            { __typename: 'Affiliation', id: 's1', name: 'Vienna_Dance_Academy' } as never,
            { __typename: 'Affiliation', id: null, name: 'Home studio' } as never,
          ],
          achievements: [
            achievement('a', 4, '2025-05-01', false),
            achievement('b', 2, '2021-02-03', true),
            achievement('c', 1, '2024-03-15', true),
          ] as never,
        }),
      },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Dancer' })).toBeInTheDocument();
    expect(screen.getByText('Austria')).toBeInTheDocument();
    expect(screen.getByText('Ballet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/ada');
    expect(screen.getByRole('link', { name: 'Vienna_Dance_Academy' })).toHaveAttribute('href', '/profile/school/s1');
    expect(screen.queryByRole('link', { name: 'Home studio' })).not.toBeInTheDocument();
    expect(screen.getByText('Home studio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/manage-profiles/edit/dancer/11111111-1111-4111-8111-111111111111',
    );

    const items = within(screen.getByRole('region', { name: 'Achievements' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Event c'),
      expect.stringContaining('Event b'),
      expect.stringContaining('Event a'),
    ]);
    expect(within(items[0]!).getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('15/03/2024');
    expect(within(items[1]!).getByRole('img', { name: 'Silver medal' })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('img')).not.toBeInTheDocument();
    expect(items[2]).toHaveTextContent('4th place');
  });

  it('shows no Edit button to others', async () => {
    renderProfile(() => ({ data: { profile: makeProfile({ canEdit: false }) } }));
    await screen.findByRole('heading', { level: 1, name: 'Ada Dancer' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows visitors no empty About section, and the owner a hint to write a bio', async () => {
    renderProfile(() => ({ data: { profile: makeProfile({ canEdit: false, bio: null }) } }));
    await screen.findByRole('heading', { level: 1, name: 'Ada Dancer' });
    expect(screen.queryByRole('heading', { name: 'About' })).not.toBeInTheDocument();
    expect(screen.queryByText(/bio/i)).not.toBeInTheDocument();
    cleanup();
    renderProfile(() => ({ data: { profile: makeProfile({ canEdit: true, bio: null }) } }));
    await screen.findByRole('heading', { level: 1, name: 'Ada Dancer' });
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    // Underlined: a link inside a sentence does not rely on colour alone (axe link-in-text-block).
    expect(screen.getByRole('link', { name: 'Add a few words about Ada Dancer' })).toHaveAttribute('data-underline', 'always');
  });

  it('says when the profile does not exist', async () => {
    renderProfile(() => ({ errors: [{ message: 'Not found.', extensions: { code: ErrorCode.NOT_FOUND, status: 404 } }] }));
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore profiles' })).toHaveAttribute('href', '/');
  });

  it('shares the profile: its link to copy and a QR code of it to print', async () => {
    renderProfile(() => ({ data: { profile: makeProfile({ canEdit: false }) } }));
    await screen.findByRole('heading', { level: 1, name: 'Ada Dancer' });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Ada Dancer' });
    const url = `${window.location.origin}/profile/dancer/11111111-1111-4111-8111-111111111111`;
    expect(within(dialog).getByTestId('profile-link').textContent).toBe(url);
    const code = await within(dialog).findByRole('img', { name: 'QR code of Ada Dancer’s profile link' });
    expect(code).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download the code' })).toHaveAttribute('download', 'ada-dancer-odance-qr.png');
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
