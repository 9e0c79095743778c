import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { PaymentHistory } from './PaymentHistory';
import { expiryText } from './PaymentExpiry';
import { payment, paymentsPage } from './fixtures';
import { graphQLError, mockApollo, renderPage, type Handler } from '../../shared/test/apollo-test-utils';

function setup(handlers: Record<string, Handler>) {
  const apollo = mockApollo(handlers);
  renderPage(<PaymentHistory />, { client: apollo.client });
  return { ...apollo, events: userEvent.setup() };
}

describe('a pending payment in the payment history', () => {
  afterEach(() => vi.useRealTimers());

  it('says when its checkout expires, and cancels it after a confirmation', async () => {
    // Mid-day, so the expiry is today whenever the suite runs (past 23:35 the page names tomorrow: expiryText below).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 0, 5, 14, 7, 0));
    const expiresAt = new Date(Date.now() + 25 * 60_000 - 5_000).toISOString();
    const pending = payment({ id: 'p-pending', amount: 3, totalCents: 300, expiresAt });
    const { events, callsOf } = setup({
      MyPayments: () => paymentsPage([pending]),
      CancelPayment: () => ({ data: { cancelPayment: { ...pending, status: 'canceled', checkoutUrl: null, expiresAt: null } } }),
    });
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText(`Expires at ${dayjs(expiresAt).format('HH:mm')} · in 25 min`)).toBeInTheDocument();

    await events.click(within(row).getByRole('button', { name: 'Cancel payment of 3 oDance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this payment?' });
    // Keeping it changes nothing.
    await events.click(within(dialog).getByRole('button', { name: 'Keep payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('CancelPayment')).toHaveLength(0);

    await events.click(within(row).getByRole('button', { name: 'Cancel payment of 3 oDance' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel payment' }));
    await waitFor(() => expect(within(row).getByText('Canceled')).toBeInTheDocument());
    expect(callsOf('CancelPayment')[0]!.variables).toEqual({ id: 'p-pending' });
    expect(within(row).queryByText(/Expires at/)).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Continue to payment/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog', async () => {
    const { events } = setup({
      MyPayments: () => paymentsPage([payment({ id: 'p-paid-meanwhile', expiresAt: new Date(Date.now() + 60_000).toISOString() })]),
      CancelPayment: () => graphQLError(ErrorCode.PAYMENT_NOT_CANCELABLE, 'Only a pending payment can be canceled.', 409),
    });
    await events.click(await screen.findByRole('button', { name: 'Cancel payment of 25 oDance' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a pending payment can be canceled.');
  });
});

describe('expiryText', () => {
  const now = new Date(2026, 0, 5, 14, 7, 0).getTime();
  it('gives the time and the minutes left, the day when it is another one, and says when it has passed', () => {
    expect(expiryText(new Date(2026, 0, 5, 14, 32, 0).toISOString(), now)).toBe('Expires at 14:32 · in 25 min');
    expect(expiryText(new Date(2026, 0, 5, 15, 40, 0).toISOString(), now)).toBe('Expires at 15:40 · in 1 h 33 min');
    expect(expiryText(new Date(2026, 0, 6, 0, 10, 0).toISOString(), new Date(2026, 0, 5, 23, 50).getTime())).toBe('Expires 6 Jan, 00:10 · in 20 min');
    expect(expiryText(new Date(2026, 0, 5, 14, 0, 0).toISOString(), now)).toBe('Checkout closed');
  });
});
