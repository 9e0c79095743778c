// The distributors module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { retireErasedDistributor } from './commands/retire-erased-distributor.js';
