// The public-pages module's public surface: other modules and app/ import from here only (eslint.config.js, module
// boundaries).
export { AppShell } from './app-shell.js';
export { publicPagesRouter } from './public-pages.routes.js';
export { START_SCRIPT_SOURCE } from './start-after-paint.js';
