// What other modules may import from modules/oauth (eslint enforces it; ARCHITECTURE.md).
export { isRegisteredRedirectUri } from './redirect-uris.js';
