import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import InvoicePage from './InvoicePage';
import { graphQLError, mockApollo, renderPage, type Handler } from '../../shared/test/apollo-test-utils';

const invoice = (overrides: Record<string, unknown> = {}) => ({
  data: {
    invoice: {
      __typename: 'Invoice',
      paymentId: 'pay-1',
      number: 'OD-000042',
      status: 'paid',
      issuedAt: '2025-11-22T10:01:00.000Z',
      createdAt: '2025-11-22T10:00:00.000Z',
      seller: 'oDance',
      buyerName: 'Ada Lovelace',
      lines: [{ __typename: 'InvoiceLine', description: 'oDance × 25', quantity: 25, unitPriceCents: 100, totalCents: 2500 }],
      subtotalCents: 2500,
      taxCents: 0,
      totalCents: 2500,
      currency: 'usd',
      ...overrides,
    },
  },
});

const show = (handler: Handler) => {
  const apollo = mockApollo({ Invoice: handler });
  renderPage(<InvoicePage />, {
    client: apollo.client,
    path: '/dashboard/odance/invoices/pay-1',
    pattern: '/dashboard/odance/invoices/:paymentId',
  });
  return apollo;
};

describe('invoice page', () => {
  it("prints the seller's details one per line, as INVOICE_SELLER gives them", async () => {
    show(() => invoice({ seller: 'oDance Ltd\n1 Dance Street, 1010 Vienna\nVAT ATU12345678' }));
    const seller = await screen.findByTestId('invoice-seller');
    expect([...seller.children].map((line) => line.textContent)).toEqual(['oDance Ltd', '1 Dance Street, 1010 Vienna', 'VAT ATU12345678']);
  });

  it('shows the number, buyer, line and totals, and prints', async () => {
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    const { callsOf } = show(() => invoice());
    expect(await screen.findByTestId('invoice-number')).toBeInTheDocument();
    expect(callsOf('Invoice')[0]!.variables).toEqual({ paymentId: 'pay-1' });
    expect(screen.getByTestId('invoice-number')).toHaveTextContent(/^OD-000042$/);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    const line = screen.getAllByRole('row')[1]!;
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['oDance × 25', '25', '$1.00', '$25.00']);
    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent(/^\$25\.00$/);
    expect(screen.getByTestId('invoice-tax')).toHaveTextContent(/^\$0\.00$/);
    expect(screen.getByTestId('invoice-total')).toHaveTextContent(/^\$25\.00$/);
    expect(screen.getByText('Total (USD)')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-seller')).toHaveTextContent(/^oDanceVirtual currency for the dance community$/);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('says an unpaid payment has no number yet', async () => {
    show(() => invoice({ number: null, status: 'failed', issuedAt: null }));
    expect(await screen.findByTestId('invoice-number')).toHaveTextContent(/^Not issued yet$/);
    expect(screen.getByText('This payment is not paid, so it has no invoice number yet.')).toBeInTheDocument();
  });

  it('shows why the invoice could not be loaded; a missing payment offers no useless Try again', async () => {
    show(() => graphQLError(ErrorCode.PAYMENT_NOT_FOUND, 'Payment not found.', 404));
    expect(await screen.findByText('Payment not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Buy oDance' })).toBeInTheDocument();
  });

  it('offers Try again when the failure may pass', async () => {
    show(() => graphQLError(ErrorCode.SERVICE_UNAVAILABLE, 'Service is currently unavailable.', 503));
    expect(await screen.findByText('Service is currently unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
