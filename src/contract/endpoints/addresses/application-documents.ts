import { addressesOf } from '../../endpoint';
import type { applicationDocumentEndpoints } from '../application-documents';

/** For the application document pages and the public member check, kept free of zod. */
export const applicationDocumentAddresses = addressesOf<typeof applicationDocumentEndpoints>()({
  document: { method: 'GET', path: '/api/application/document/:code' },
  acceptanceLetter: { method: 'GET', path: '/api/application/acceptanceLetter/:code' },
  rejectionLetter: { method: 'GET', path: '/api/application/rejectionLetter/:code' },
  certificate: { method: 'GET', path: '/api/application/certificate/:code' },
  refereeForm: { method: 'GET', path: '/api/questions/refereeForm/:entryNo' },
  memberVerify: { method: 'GET', path: '/api/member-verify/:memberNo' },
});
