/** What other features may use of payments; everything else in the folder is its own. */
export { PayNowButton } from './PayNowButton';
