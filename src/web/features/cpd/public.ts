/** What other features may use of cpd; everything else in the folder is its own. */

export { CpdTranscriptDownload } from './CpdTranscriptDownload';
export { useCpdPoints } from './cpd-queries';
