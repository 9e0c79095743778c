// What other modules may import from modules/oauth (eslint enforces it; ARCHITECTURE.md).
export { isRegisteredRedirectUri } from './redirect-uris.js';
export { disableAppsOfErasedOwner } from './commands/disable-apps-of-erased-owner.js';
