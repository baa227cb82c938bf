/** What other features may use of profile; everything else in the folder is its own. */
export { readBio } from './bio/bio-view';
export { readFirmBio } from './firm-bio/firm-bio-view';
export { lockProfile } from './sections/entries';
export { listEntries } from './sections/list-entries';
export type { RefereeRow } from './sections/referee-requests';
export { claimRefereeRequest, issueRefereeRequest } from './sections/referee-requests';
export type { SectionTable } from './sections/section';
export { profileSections } from './sections/sections';
