/** What other features may use of certificates; everything else in the folder is its own. */
export { certificateRoutes } from './certificate-routes';
