import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManualAward } from '../../../../contract/cpd';
import { cpdEndpoints } from '../../../../contract/endpoints/cpd';
import { call } from '../../../lib/call';

const awardsKey = (memberNo: string) => ['admin', 'cpd-awards', memberNo] as const;

/** GET admin/cpd/awards?memberNo=: one member's awards, read once a number is asked for. */
export const useMemberAwards = (memberNo: string) =>
  useQuery({
    queryKey: awardsKey(memberNo),
    queryFn: () => call(cpdEndpoints.staffAwards, { query: { memberNo } }),
    enabled: memberNo !== '',
  });

/** POST admin/cpd/awards: the member's list is read again so the new award shows in it. */
export function useRecordAward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (award: ManualAward) => call(cpdEndpoints.recordAward, { body: award }),
    onSuccess: (_saved, award) => client.invalidateQueries({ queryKey: awardsKey(award.memberNo) }),
  });
}
