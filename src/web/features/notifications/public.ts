/** What other features may use of notifications; everything else in the folder is its own. */
export { useMarkRead, useNotifications } from './notification-queries';
