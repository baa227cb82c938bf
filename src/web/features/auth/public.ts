/** What other features may use of auth; everything else in the folder is its own. */
export type { LoginNotice } from './LoginPage';
