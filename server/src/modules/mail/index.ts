// The mail module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { mails, type MailContent } from './templates.js';
export { clearSentMailBodies } from './sent-mail-bodies.js';
