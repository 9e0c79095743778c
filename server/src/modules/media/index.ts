// The media module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { type MediaStorage, newMediaKey } from './media-storage.js';
