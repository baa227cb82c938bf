import { addressesOf } from '../../endpoint';
import type { cpdComplianceEndpoints } from '../cpd-compliance';

/** For the member's transcript download and the transcript's public check, kept free of zod. */
export const cpdComplianceAddresses = addressesOf<typeof cpdComplianceEndpoints>()({
  ownTranscript: { method: 'GET', path: '/api/cpd/transcript' },
  verifyTranscript: { method: 'GET', path: '/api/cpd-transcript-verify/:transcriptNo' },
});
