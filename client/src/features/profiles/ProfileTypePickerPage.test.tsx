import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeTestApolloClient, TestProviders } from '../../shared/test/test-utils';
import ProfileTypePickerPage from './ProfileTypePickerPage';

describe('profile type picker', () => {
  it('links every type to its creator and shows coming-soon types disabled', async () => {
    const router = createMemoryRouter([{ path: '/', element: <ProfileTypePickerPage /> }]);
    render(
      <TestProviders client={makeTestApolloClient(null)} config={makeConfig({ profileTypesComingSoon: ['federation', 'partner'] })}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Create a profile' });
    expect(screen.getByRole('link', { name: /^Dancer/ })).toHaveAttribute('href', '/dashboard/manage-profiles/new/dancer');
    expect(screen.getByRole('link', { name: /^School/ })).toHaveAttribute('href', '/dashboard/manage-profiles/new/school');
    expect(screen.queryByRole('link', { name: /^Federation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Partner/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Coming soon')).toHaveLength(2);
  });
});
