import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../shared/test/test-utils';
import { mockApollo } from '../profiles/profiles-test-utils';
import ExplorePage from './ExplorePage';

const card = (id: string, displayName: string) => ({ __typename: 'Profile', id, type: 'school', displayName, avatar: null, country: null, danceStyles: [] });

function renderExplore(path = '/', answer = { total: 1000, totalIsCapped: true }) {
  const apollo = mockApollo({
    ExploreProfiles: () => ({
      data: {
        profiles: {
          __typename: 'ProfilePage',
          ...answer,
          page: 1,
          pageSize: 24,
          profiles: Array.from({ length: 24 }, (_, index) => card(`p${index}`, `Académie de Danse ${index}`)),
        },
      },
    }),
  });
  const router = createMemoryRouter([{ path: '/', element: <ExplorePage /> }], { initialEntries: [path] });
  render(
    <TestProviders client={apollo.client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const lastVariables = () => apollo.callsOf('ExploreProfiles').at(-1)?.variables;
  return { ...apollo, router, lastVariables };
}

// Recommended first (completeness, then the newest), or by name or newest; a text filter; capped totals.
describe('Explore: order, text filter and capped total', { timeout: 30_000 }, () => {
  it('asks for the recommended order by default and says a capped total as "1,000+"', async () => {
    const { lastVariables } = renderExplore();
    expect(await screen.findByText('1,000+ profiles')).toBeInTheDocument();
    expect(lastVariables()).toMatchObject({ sort: 'completeness', sortOrder: 'desc', search: null, page: 1 });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recommended');
    // More pages may follow the last one counted.
    expect(screen.getByText('Page 1 of 42+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('sorts by name or newest, keeping the choice in the address', async () => {
    const { lastVariables, router } = renderExplore();
    await screen.findByText('1,000+ profiles');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name' } });
    await waitFor(() => expect(lastVariables()).toMatchObject({ sort: 'name', sortOrder: 'asc' }));
    expect(router.state.location.search).toBe('?sort=name');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'newest' } });
    await waitFor(() => expect(lastVariables()).toMatchObject({ sort: 'createdAt', sortOrder: 'desc' }));
  });

  it('filters by a text once typing pauses: the closest names first, from page 1', async () => {
    const { lastVariables, router } = renderExplore('/?page=3', { total: 7, totalIsCapped: false });
    await screen.findByText('7 profiles');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find by name' }), { target: { value: 'académie ' } });
    await waitFor(() => expect(lastVariables()).toMatchObject({ search: 'académie', sort: null, sortOrder: null, page: 1 }));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('académie')}`);
    expect(screen.getByRole('searchbox', { name: 'Find by name' })).toHaveValue('académie '); // what was typed stays
  });
});
