import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { licenceEndpoints } from '../../../../contract/endpoints/licences';
import type { LicenceReviewAction } from '../../../../contract/licences';
import { call } from '../../../lib/call';

const queueKey = ['review', 'licences'] as const;

/** The licence applications with their scan in, for approvers and admins. */
export const useLicenceReviewQueue = () =>
  useQuery({ queryKey: queueKey, queryFn: () => call(licenceEndpoints.reviewQueue, { query: {} }) });

/** Approves or rejects one application (a rejection carries its reason); the queue is read again. */
export function useDecideLicence(applicationNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, comment }: { action: LicenceReviewAction; comment: string }) =>
      call(licenceEndpoints.transition, { params: { no: applicationNo }, body: { action, comment } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queueKey }),
  });
}
