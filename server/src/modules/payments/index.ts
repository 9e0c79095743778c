// The payments module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { MAX_ODANCE_PER_PAYMENT } from './payment-rules.js';
export { Payment } from './payment.entity.js';
export { presentPayment } from './payment.presenter.js';
export { PaymentType } from './payment.types.js';
