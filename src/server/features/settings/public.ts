/** What other features may use of settings; everything else in the folder is its own. */
export { getSettings } from './get-settings';
export { sessionIdleMinutes } from './session-idle';
