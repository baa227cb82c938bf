// The category that changes what a member sees, without zod: the member navigation on every member
// page reads it. dashboard.ts re-exports it, so server code imports it from there as before.

/** Graduates: no My Projects, and their acceptance letter reads as the graduate certificate (spec 1 §2). */
export const GRADUATE_CATEGORY = 'GRADUATE';
/** The category for which My Projects is hidden (spec 1 §2). */
export const MY_PROJECTS_EXCLUDED_CATEGORY = GRADUATE_CATEGORY;
