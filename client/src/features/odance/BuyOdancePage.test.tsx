import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { ODANCE_AMOUNT_MIN, ODANCE_PURCHASE_MAX } from '@odance/contract/odance';
import BuyOdancePage from './BuyOdancePage';
import { checkoutRedirect } from './checkout-redirect';
import { emptyTransfers, paidPayment, payment, paymentsPage } from './fixtures';
import { makeConfig } from '../../shared/test/test-utils';
import { graphQLError, mockApollo, renderPage, type Handler } from '../../shared/test/apollo-test-utils';

function setup(handlers: Record<string, Handler> = {}, priceCents = 100) {
  const go = vi.spyOn(checkoutRedirect, 'go').mockImplementation(() => undefined);
  const apollo = mockApollo({ MyPayments: () => paymentsPage([]), MyTransfers: emptyTransfers, ...handlers });
  renderPage(<BuyOdancePage />, { client: apollo.client, config: makeConfig({ odancePriceCents: priceCents }) });
  return { ...apollo, go, events: userEvent.setup() };
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount of oDance' });

describe('buy oDance page', () => {
  it('prices the amount with the configured price and sends the browser to the checkout', async () => {
    const { events, go, callsOf } = setup(
      {
        BuyOdance: () => ({
          data: { buyOdance: { __typename: 'BuyOdancePayload', checkoutUrl: 'https://checkout.test/cs_1', payment: payment() } },
        }),
      },
      150,
    );
    expect(screen.getByText('1 oDance costs $1.50. Pay by card; the oDance arrive as soon as the payment is confirmed.')).toBeInTheDocument();
    await events.clear(amountField());
    await events.type(amountField(), '10');
    expect(screen.getByTestId('purchase-total')).toHaveTextContent(/^\$15\.00$/);
    expect(screen.getByText('10 oDance × $1.50')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Buy for $15.00' }));
    // A review first: nothing is asked of the server until the buyer continues.
    expect(screen.getByRole('heading', { name: 'Check your purchase' })).toHaveFocus();
    expect(screen.getByTestId('review-total')).toHaveTextContent('$15.00');
    expect(callsOf('BuyOdance')).toHaveLength(0);
    await events.click(screen.getByRole('button', { name: 'Continue to pay $15.00' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.test/cs_1'));
    expect(callsOf('BuyOdance')[0]!.variables).toEqual({ input: { amount: 10 } });
  });

  it('keeps what was typed and says why a decimal, an exponent or a sign is not an amount', async () => {
    const { events, callsOf } = setup();
    for (const typed of ['2.5', '1e9', '-1']) {
      await events.clear(amountField());
      await events.type(amountField(), typed);
      expect(amountField()).toHaveValue(typed);
      expect(screen.getByTestId('purchase-total')).toHaveTextContent('—');
      await events.click(screen.getByRole('button', { name: 'Buy oDance' }));
      expect(screen.getByText('Enter a whole number of oDance, digits only (like 25 or 1,500).')).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Check your purchase' })).not.toBeInTheDocument();
    expect(callsOf('BuyOdance')).toHaveLength(0);
  });

  it('lets the buyer change the amount from the review, back in the field', async () => {
    const { events, callsOf } = setup();
    await events.clear(amountField());
    await events.type(amountField(), '1,500');
    await events.click(screen.getByRole('button', { name: 'Buy for $1,500.00' }));
    await events.click(screen.getByRole('button', { name: 'Change amount' }));
    expect(screen.queryByRole('heading', { name: 'Check your purchase' })).not.toBeInTheDocument();
    expect(amountField()).toHaveFocus();
    expect(amountField()).toHaveValue('1,500');
    expect(callsOf('BuyOdance')).toHaveLength(0);
  });

  it('refuses amounts outside 1 to 10,000 without calling the server', async () => {
    const { events, callsOf } = setup();
    await events.clear(amountField());
    await events.type(amountField(), '10001');
    expect(screen.getByTestId('purchase-total')).toHaveTextContent(/^—$/);
    await events.click(screen.getByRole('button', { name: 'Buy oDance' }));
    expect(screen.getByText('You can buy at most 10,000 oDance at once.')).toBeInTheDocument();
    await events.clear(amountField());
    await events.click(screen.getByRole('button', { name: 'Buy oDance' }));
    expect(screen.getByText('Enter how many oDance to buy.')).toBeInTheDocument();
    expect(callsOf('BuyOdance')).toHaveLength(0);
  });

  it("checks with the server's own purchase rule (@odance/contract)", async () => {
    expect(ODANCE_AMOUNT_MIN).toBe(1);
    expect(ODANCE_PURCHASE_MAX).toBe(10_000);
    const { events, callsOf } = setup();
    expect(screen.getByText('Whole oDance, 1 to 10,000.')).toBeInTheDocument();
    await events.clear(amountField());
    await events.type(amountField(), '10000');
    expect(screen.getByTestId('purchase-total')).toHaveTextContent(/^\$10,000\.00$/);
    await events.clear(amountField());
    await events.type(amountField(), '0');
    await events.click(screen.getByRole('button', { name: 'Buy oDance' }));
    expect(screen.getByText('Buy at least 1 oDance.')).toBeInTheDocument();
    expect(callsOf('BuyOdance')).toHaveLength(0);
  });

  it('shows the server’s field error next to the amount, other errors above the form', async () => {
    let answer = graphQLError(ErrorCode.VALIDATION_FAILED, 'Some fields are not valid.', 400, { field: 'amount', reason: 'tooLong' });
    const { events, go } = setup({ BuyOdance: () => answer });
    await events.click(screen.getByRole('button', { name: 'Buy for $25.00' }));
    await events.click(screen.getByRole('button', { name: 'Continue to pay $25.00' }));
    expect(await screen.findByText('You can buy at most 10,000 oDance at once.')).toBeInTheDocument();
    answer = graphQLError(ErrorCode.TOO_MANY_REQUESTS, 'Too many attempts. Please wait a moment and try again.', 429);
    await events.click(screen.getByRole('button', { name: 'Buy for $25.00' }));
    await events.click(screen.getByRole('button', { name: 'Continue to pay $25.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
    expect(go).not.toHaveBeenCalled();
  });

  it('lists payments with their status and the action each allows', async () => {
    const failed = payment({ id: 'p-failed', amount: 7, totalCents: 700, status: 'failed', retryable: true, checkoutUrl: null });
    const { events, go, callsOf } = setup({
      MyPayments: () =>
        paymentsPage([
          payment({ id: 'p-pending', amount: 3, totalCents: 300 }),
          failed,
          paidPayment({ id: 'p-paid' }),
          payment({ id: 'p-lapsed', amount: 4, totalCents: 400, checkoutUrl: null }),
        ]),
      RetryPayment: () => ({
        data: {
          retryPayment: {
            __typename: 'BuyOdancePayload',
            checkoutUrl: 'https://checkout.test/cs_2',
            payment: { ...failed, status: 'pending' },
          },
        },
      }),
    });
    const rows = await screen.findAllByRole('row');
    const [pending, failedRow, paid, lapsed] = rows.slice(1) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: /Continue to payment/ })).toHaveAttribute('href', payment().checkoutUrl);
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('$7.00')).toBeInTheDocument();
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'Invoice OD-000042' })).toHaveAttribute('href', '/dashboard/odance/invoices/p-paid');
    // Pending with its checkout closed: the success page asks the server how it ended.
    expect(within(lapsed).getByRole('link', { name: 'Check status' })).toHaveAttribute('href', '/dashboard/odance/buy/success?payment=p-lapsed');

    await events.click(within(failedRow).getByRole('button', { name: 'Retry payment of 7 oDance' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.test/cs_2'));
    expect(callsOf('RetryPayment')[0]!.variables).toEqual({ id: 'p-failed' });
  });

  it('says when there are no payments or transfers yet', async () => {
    setup();
    expect(await screen.findByText('No payments yet. The oDance you buy will show here.')).toBeInTheDocument();
    expect(await screen.findByText('No transfers yet. oDance you send or receive will show here.')).toBeInTheDocument();
  });

  it('pages through the payment history', async () => {
    const page = (n: number) =>
      Array.from({ length: n === 3 ? 3 : 10 }, (_, i) =>
        payment({ id: `p${n}-${i}`, amount: n * 100 + i, status: 'expired', retryable: true }),
      );
    const { events, callsOf } = setup({
      MyPayments: (variables) => paymentsPage(page(variables.page as number), 23, variables.page as number),
    });
    expect(await screen.findByText('1–10 of 23')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('21–23 of 23')).toBeInTheDocument();
    expect(screen.getByText('302 oDance')).toBeInTheDocument();
    expect(callsOf('MyPayments').map((call) => call.variables)).toEqual([
      { page: 1, pageSize: 10 },
      { page: 3, pageSize: 10 },
    ]);
  });
});
