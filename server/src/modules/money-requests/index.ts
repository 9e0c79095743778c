// The money-requests module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { lockMoneyRequestForPayment, markMoneyRequestPaid, type MoneyRequestPayment } from './pay-money-request.js';
