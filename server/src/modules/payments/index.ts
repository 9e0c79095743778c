// The payments module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { Payment } from './payment.entity.js';
export { presentPayment } from './payment.presenter.js';
export { PaymentType } from './graphql/payment.types.js';
export { pendingPaymentIds } from './pending-payment-ids.js';
