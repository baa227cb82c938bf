import { addressesOf } from '../../endpoint';
import type { cpdEndpoints } from '../cpd';

/** For the member's CPD pages and certificates and the public check, kept free of zod. */
export const cpdAddresses = addressesOf<typeof cpdEndpoints>()({
  ownAwards: { method: 'GET', path: '/api/cpd_awards/awards' },
  ownPoints: { method: 'GET', path: '/api/cpd_awards/points' },
  certificate: { method: 'GET', path: '/api/cpd_awards/certificate/:certificateNo' },
  verifyCertificate: { method: 'GET', path: '/api/cert-verify/:certificateNo' },
});
