import { useQuery } from '@tanstack/react-query';
import { cpdReviewAddresses } from '../../../contract/endpoints/addresses/cpd-review';
import { call } from '../../lib/call';

/** GET cpd/audits: the CPD audits the signed-in member was drawn in (standing ones only). */
export const useMyCpdAudits = () =>
  useQuery({ queryKey: ['cpd', 'audits', 'mine'], queryFn: () => call(cpdReviewAddresses.myAudits, {}) });
