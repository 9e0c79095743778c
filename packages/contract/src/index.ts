// @odance/contract: what the server and the web app agree on (README.md). The server imports this index; the
// web app imports a subject's module (`@odance/contract/errors`), and `@odance/contract/rules` (zod) from its
// forms only, so the first page's chunks take no zod.
export * from './access.js';
export * from './accounts.js';
export * from './achievements.js';
export * from './countries.js';
export * from './country-names.js';
export * from './distributors.js';
export * from './errors.js';
export * from './handles.js';
export * from './ids.js';
export * from './odance.js';
export * from './profile-types.js';
export * from './profiles.js';
export * from './rules.js';
export * from './runtime-config.js';
export * from './search.js';
export * from './text.js';
export * from './webhooks.js';
