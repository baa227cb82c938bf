/** What other features may use of apply; everything else in the folder is its own. */
export { RouteProblem } from './RouteProblem';
