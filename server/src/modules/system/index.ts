// The system module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { publicConfig } from './public-config.js';
