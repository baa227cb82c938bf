/** What other features may use of applications; everything else in the folder is its own. */

export { applicationRoutes, firstApplication, useApplications } from './application-queries';
export { CommentsButton } from './CommentsButton';
