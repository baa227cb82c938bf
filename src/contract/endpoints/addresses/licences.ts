import { addressesOf } from '../../endpoint';
import type { licenceEndpoints } from '../licences';

/** For the member's licence pages and documents, kept free of zod (the PDF viewer is heavy enough). */
export const licenceAddresses = addressesOf<typeof licenceEndpoints>()({
  ownLicences: { method: 'GET', path: '/api/license' },
  profile: { method: 'GET', path: '/api/license/profile' },
  checklist: { method: 'GET', path: '/api/license/checklist/:id' },
  applicationPdf: { method: 'GET', path: '/api/license/application/:id' },
  proformaPdf: { method: 'GET', path: '/api/license/proforma/:id' },
  goodStandingCertificate: { method: 'GET', path: '/api/license/good_standing_certificate/:id' },
  membershipCertificate: { method: 'GET', path: '/api/license/membership_certificate/:id' },
  certificate: { method: 'GET', path: '/api/license/certificate/:id' },
  verify: { method: 'GET', path: '/api/licence-verify/:licenceNo' },
  ownLicence: { method: 'GET', path: '/api/license/:id' },
  submit: { method: 'POST', path: '/api/license' },
  uploadScan: { method: 'POST', path: '/api/license/update' },
});
