// The notifications module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { type NewNotification, addNotifications, notificationParams, notificationsCte } from './add-notification.js';
