import { addressesOf } from '../../endpoint';
import type { cpdRecordEndpoints } from '../cpd-records';

/** For the member's CPD records and progress (the /cpd page, the dashboard tile), kept free of zod. */
export const cpdRecordAddresses = addressesOf<typeof cpdRecordEndpoints>()({
  activityTypes: { method: 'GET', path: '/api/cpd/activity-types' },
  records: { method: 'GET', path: '/api/cpd/records' },
  createRecord: { method: 'POST', path: '/api/cpd/records' },
  updateRecord: { method: 'PUT', path: '/api/cpd/records/:id' },
  removeRecord: { method: 'DELETE', path: '/api/cpd/records/:id' },
  uploadEvidence: { method: 'POST', path: '/api/cpd/records/:id/evidence' },
  submitRecord: { method: 'POST', path: '/api/cpd/records/:id/submit' },
  progress: { method: 'GET', path: '/api/cpd/progress' },
});
