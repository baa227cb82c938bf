import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CpdAward, ManualAward } from '../../../../contract/cpd';
import { api } from '../../../lib/api';

const awardsKey = (memberNo: string) => ['admin', 'cpd-awards', memberNo] as const;

/** GET admin/cpd/awards?memberNo=: one member's awards, read once a number is asked for. */
export const useMemberAwards = (memberNo: string) =>
  useQuery({
    queryKey: awardsKey(memberNo),
    queryFn: () => api<CpdAward[]>('GET', `admin/cpd/awards?${new URLSearchParams({ memberNo })}`),
    enabled: memberNo !== '',
  });

/** POST admin/cpd/awards: the member's list is read again so the new award shows in it. */
export function useRecordAward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (award: ManualAward) => api<CpdAward>('POST', 'admin/cpd/awards', award),
    onSuccess: (_saved, award) => client.invalidateQueries({ queryKey: awardsKey(award.memberNo) }),
  });
}
