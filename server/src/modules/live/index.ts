// The live module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { LIVE_CHANNEL, type LiveEvent } from './live-events.js';
export { appendEvents, appendEventsSql, pruneOldEvents, READ_LOG, type LogRow } from './event-log.js';
export { subscribeToViewerEvents, type FirstEvents } from './queries/subscribe-to-viewer-events.js';
