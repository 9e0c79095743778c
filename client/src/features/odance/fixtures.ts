import type { PaymentFieldsFragment } from '../../gql/graphql';

/** A payment as the API sends it (typename included, for the cache). */
export const payment = (overrides: Partial<PaymentFieldsFragment> = {}): PaymentFieldsFragment & { __typename: 'Payment' } => ({
  __typename: 'Payment',
  id: '0f9c2c1e-1111-4000-8000-000000000001',
  amount: 25,
  unitPriceCents: 100,
  totalCents: 2500,
  currency: 'usd',
  status: 'pending',
  attempts: 1,
  retryable: false,
  checkoutUrl: 'http://localhost/dev/checkout/0f9c2c1e-1111-4000-8000-000000000001',
  expiresAt: '2025-11-22T10:30:00.000Z',
  invoiceNumber: null,
  createdAt: '2025-11-22T10:00:00.000Z',
  paidAt: null,
  ...overrides,
});

export const paidPayment = (overrides: Partial<PaymentFieldsFragment> = {}) =>
  payment({ status: 'paid', checkoutUrl: null, expiresAt: null, invoiceNumber: 'OD-000042', paidAt: '2025-11-22T10:01:00.000Z', ...overrides });

export const emptyTransfers = () => ({
  data: { myTransfers: { __typename: 'MyTransfersPage', total: 0, page: 1, pageSize: 10, transfers: [] } },
});

export const paymentsPage = (payments: PaymentFieldsFragment[], total = payments.length, page = 1) => ({
  data: { myPayments: { __typename: 'MyPaymentsPage', total, page, pageSize: 10, payments } },
});
