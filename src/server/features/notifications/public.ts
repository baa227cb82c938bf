/** What other features may use of notifications; everything else in the folder is its own. */

export { type BulkRecipients, sendBulkMessage } from './bulk-message';
export { notify } from './notify';
