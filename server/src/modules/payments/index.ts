// The payments module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { Payment } from './payment.entity.js';
