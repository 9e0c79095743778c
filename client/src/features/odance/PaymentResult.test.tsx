import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { makeUser } from '../../shared/test/test-utils';
import { checkoutRedirect } from './checkout-redirect';
import { paidPayment, payment } from './fixtures';
import { graphQLError, meData, mockApollo, renderPage, type Handler } from '../../shared/test/apollo-test-utils';
import PaymentFailedPage from './PaymentFailedPage';
import PaymentSuccessPage from './PaymentSuccessPage';
import { CONFIRM_POLL_MS } from './use-payment-confirmation';

const ID = payment().id;

function setup(page: 'success' | 'failed', handlers: Record<string, Handler>, search = `?payment=${ID}`) {
  const apollo = mockApollo(
    { CurrentUser: () => meData(makeUser({ balance: { odance: 1275 } })), ...handlers },
    makeUser({ balance: { odance: 1250 } }),
  );
  renderPage(page === 'success' ? <PaymentSuccessPage /> : <PaymentFailedPage />, {
    client: apollo.client,
    path: `/dashboard/odance/buy/${page}${search}`,
  });
  return apollo;
}

describe('payment success page', () => {
  afterEach(() => vi.useRealTimers());

  it('confirms the payment, shows what was bought, and reloads the user for the new balance', async () => {
    const { callsOf } = setup('success', { ConfirmPayment: () => ({ data: { confirmPayment: paidPayment() } }) });
    expect(screen.getByText('Checking your payment…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(callsOf('ConfirmPayment')[0]!.variables).toEqual({ id: ID });
    expect(screen.getByText('25 oDance were added to your balance.')).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('OD-000042')).toBeInTheDocument();
    // The header's balance comes from the same refreshed user.
    expect(await screen.findByTestId('new-balance')).toHaveTextContent(/^1,275 oDance$/);
    expect(callsOf('CurrentUser')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', `/dashboard/odance/invoices/${ID}`);
  });

  it('asks again while the provider has not confirmed yet', async () => {
    vi.useFakeTimers();
    const { callsOf } = setup('success', {
      ConfirmPayment: (_variables, call) => ({ data: { confirmPayment: call < 3 ? payment() : paidPayment() } }),
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeInTheDocument();
    expect(screen.getByText('The payment provider is confirming your payment. This usually takes a few seconds.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS));
    expect(callsOf('ConfirmPayment')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS));
    expect(callsOf('ConfirmPayment')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 3));
    expect(callsOf('ConfirmPayment')).toHaveLength(3); // paid is final: no more asking
  });

  it('says so when the address names no payment', () => {
    setup('success', {}, '');
    expect(screen.getByRole('heading', { level: 1, name: 'No payment to show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Buy oDance' })).toHaveAttribute('href', '/dashboard/odance/buy');
  });

  it('shows the server’s error when the payment cannot be checked', async () => {
    setup('success', { ConfirmPayment: () => graphQLError(ErrorCode.PAYMENT_NOT_FOUND, 'Payment not found.', 404) });
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment could not be checked' })).toBeInTheDocument();
    expect(screen.getByText('Payment not found.')).toBeInTheDocument();
  });
});

describe('payment failed page', () => {
  it('confirms the decline and retries with a new checkout', async () => {
    const go = vi.spyOn(checkoutRedirect, 'go').mockImplementation(() => undefined);
    const failed = payment({ status: 'failed', retryable: true, checkoutUrl: null });
    const { callsOf } = setup('failed', {
      ConfirmPayment: () => ({ data: { confirmPayment: failed } }),
      RetryPayment: () => ({
        data: {
          retryPayment: {
            __typename: 'BuyOdancePayload',
            checkoutUrl: 'https://checkout.test/cs_retry',
            payment: { ...failed, status: 'pending', attempts: 2 },
          },
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('The payment was declined. Your card was not charged and no oDance were added.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.test/cs_retry'));
    expect(callsOf('RetryPayment')[0]!.variables).toEqual({ id: ID });
  });

  it('offers the open checkout again when the buyer left it without paying', async () => {
    setup('failed', { ConfirmPayment: () => ({ data: { confirmPayment: payment() } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', payment().checkoutUrl);
  });

  it('shows an expired checkout as expired, with a retry', async () => {
    setup('failed', {
      ConfirmPayment: () => ({ data: { confirmPayment: payment({ status: 'expired', retryable: true, checkoutUrl: null }) } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry payment' })).toBeInTheDocument();
  });

  it('shows success when the money arrived after all', async () => {
    setup('failed', { ConfirmPayment: () => ({ data: { confirmPayment: paidPayment() } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
  });
});
