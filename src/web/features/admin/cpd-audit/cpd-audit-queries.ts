import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CpdAuditDetail,
  CpdAuditMember,
  CpdAuditOutcome,
  CpdAuditStart,
} from '../../../../contract/cpd-review';
import { cpdReviewAddresses } from '../../../../contract/endpoints/addresses/cpd-review';
import { call, type MutationReactions } from '../../../lib/call';

const auditsKey = ['admin', 'cpd-audits'] as const;

/** GET admin/cpd/audits: every audit drawn, newest year first. */
export const useCpdAudits = () =>
  useQuery({
    queryKey: [...auditsKey, 'list'],
    queryFn: () => call(cpdReviewAddresses.audits, { query: {} }),
  });

/** GET admin/cpd/audits/{id}: the members drawn, in draw order, with their outcomes. */
export const useCpdAudit = (id: number | null) =>
  useQuery({
    queryKey: [...auditsKey, 'detail', id],
    queryFn: () => call(cpdReviewAddresses.audit, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });

/** POST admin/cpd/audits: draws and notifies; the list is read again. */
export function useStartCpdAudit(reactions: MutationReactions<CpdAuditDetail, CpdAuditStart> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (body: CpdAuditStart) => call(cpdReviewAddresses.startAudit, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: auditsKey }),
  });
}

export function useCancelCpdAudit(id: number, reactions: MutationReactions<unknown, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (reason: string) =>
      call(cpdReviewAddresses.cancelAudit, { params: { id }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: auditsKey }),
  });
}

export interface OutcomeInput {
  /** CpdAuditMember.id */
  auditMemberId: number;
  outcome: CpdAuditOutcome;
  note: string;
}

/** PUT admin/cpd/audits/{id}/members/{auditMemberId}: a drawn member's outcome. */
export function useRecordCpdOutcome(
  auditId: number,
  reactions: MutationReactions<CpdAuditMember, OutcomeInput> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: ({ auditMemberId, outcome, note }: OutcomeInput) =>
      call(cpdReviewAddresses.recordOutcome, {
        params: { id: auditId, auditMemberId },
        body: { outcome, note },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: auditsKey }),
  });
}

/** GET admin/members/{memberNo}/cpd-audits: the member page's audits. */
export const useMemberCpdAudits = (memberNo: string) =>
  useQuery({
    queryKey: [...auditsKey, 'member', memberNo],
    queryFn: () => call(cpdReviewAddresses.memberAudits, { params: { memberNo } }),
  });
