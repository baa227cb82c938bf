/** What other features may use of notifications; everything else in the folder is its own. */
export { notify } from './notify';
