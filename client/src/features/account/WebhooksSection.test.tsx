import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userWithRole } from '../../shared/test/test-utils';
import { renderApp, scriptedGraphQL } from '../auth/auth-test-helpers';

vi.setConfig({ testTimeout: 20_000 });

const endpoint = (id: string, url: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'WebhookEndpoint',
  id,
  url,
  events: ['transfer.received'],
  createdAt: '2026-11-01T10:00:00.000Z',
  active: true,
  ...extra,
});

describe('webhooks on the Security page', () => {
  it('lists endpoints, adds one whose secret is shown once with a copy button, shows deliveries, and deletes after a confirmation', async () => {
    let endpoints = [endpoint('11111111-1111-4111-8111-111111111111', 'https://school.example/hooks', { events: ['transfer.received', 'payment.succeeded'] })];
    const { link, calls } = scriptedGraphQL({
      PersonalAccessTokens: () => ({ data: { personalAccessTokens: [] } }),
      AuthorizedApps: () => ({ data: { authorizedApps: [] } }),
      WebhookEndpoints: () => ({ data: { webhookEndpoints: endpoints } }),
      CreateWebhookEndpoint: (variables) => {
        const input = variables.input as { url: string; events: string[] };
        const made = endpoint('22222222-2222-4222-8222-222222222222', input.url, { events: input.events });
        endpoints = [made, ...endpoints];
        return { data: { createWebhookEndpoint: { __typename: 'CreateWebhookEndpointPayload', secret: 'whsec_c2VjcmV0LXNob3duLW9uY2U=', endpoint: made } } };
      },
      WebhookDeliveries: () => ({
        data: {
          webhookDeliveries: [
            { __typename: 'WebhookDelivery', id: '2', eventId: 'evt_41', type: 'transfer.received', statusCode: 200, error: null, createdAt: '2026-11-20T10:00:05.000Z' },
            { __typename: 'WebhookDelivery', id: '1', eventId: 'evt_41', type: 'transfer.received', statusCode: 500, error: 'HTTP 500', createdAt: '2026-11-20T10:00:00.000Z' },
          ],
        },
      }),
      DeleteWebhookEndpoint: (variables) => {
        endpoints = endpoints.filter((e) => e.id !== variables.id);
        return { data: { deleteWebhookEndpoint: true } };
      },
    });
    renderApp('/dashboard/security', { user: userWithRole('user'), link });
    // The page is a lazy chunk: its first load may take a while on a busy machine.
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' }, { timeout: 15_000 });
    expect(within(list).getByText('https://school.example/hooks')).toBeInTheDocument();
    expect(within(list).getByText('payment.succeeded')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a webhook endpoint' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('Enter the URL that receives the events.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Endpoint URL'), 'not a url');
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText(/Enter a full URL/)).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Endpoint URL'));
    await userEvent.type(within(form).getByLabelText('Endpoint URL'), 'https://studio.example/odance');
    await userEvent.click(within(form).getByRole('checkbox', { name: /transfer\.sent/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByTestId('new-webhook-secret')).toHaveTextContent('whsec_c2VjcmV0LXNob3duLW9uY2U=');
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CreateWebhookEndpoint')?.variables).toEqual({
      input: { url: 'https://studio.example/odance', events: ['transfer.received', 'transfer.sent'] },
    });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Webhook endpoints' })).getByText('https://studio.example/odance')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-webhook-secret')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deliveries to https://school.example/hooks' }));
    const table = await screen.findByRole('table', { name: 'Recent deliveries' });
    expect(within(table).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(table).getByText('HTTP 200 delivered')).toBeInTheDocument();
    expect(within(table).getAllByText('evt_41')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Delete https://school.example/hooks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(screen.queryByText('https://school.example/hooks')).not.toBeInTheDocument());
    expect(calls.find((c) => c.operationName === 'DeleteWebhookEndpoint')?.variables).toEqual({ id: '11111111-1111-4111-8111-111111111111' });
  });

  it('marks an endpoint turned off after 3 days of failures', async () => {
    const { link } = scriptedGraphQL({
      PersonalAccessTokens: () => ({ data: { personalAccessTokens: [] } }),
      AuthorizedApps: () => ({ data: { authorizedApps: [] } }),
      WebhookEndpoints: () => ({ data: { webhookEndpoints: [endpoint('33333333-3333-4333-8333-333333333333', 'https://down.example/hook', { active: false })] } }),
      WebhookDeliveries: () => ({ data: { webhookDeliveries: [] } }),
    });
    renderApp('/dashboard/security', { user: userWithRole('user'), link });
    // The page is a lazy chunk: its first load may take a while on a busy machine.
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' }, { timeout: 15_000 });
    expect(within(list).getByText('turned off')).toBeInTheDocument();
    expect(within(list).getByText(/failed for 3 days/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deliveries to https://down.example/hook' }));
    expect(await screen.findByText('No deliveries yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete https://down.example/hook' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this endpoint?' })).toBeInTheDocument();
  });
});
