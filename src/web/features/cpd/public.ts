/** What other features may use of cpd; everything else in the folder is its own. */

export { CpdTranscriptDownload } from './CpdTranscriptDownload';
export { earnedOfRequired, stillNeededText } from './cpd-progress-text';
export { useCpdPoints } from './cpd-queries';
export { useCpdProgress } from './cpd-record-queries';
