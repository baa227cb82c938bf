import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CpdRecord } from '../../../contract/cpd-records';
import { cpdRecordAddresses as addresses } from '../../../contract/endpoints/addresses/cpd-records';
import { call, type MutationReactions } from '../../lib/call';

/** Every query of the member's own CPD records and progress starts with one of these. */
const recordsKey = ['cpd', 'records'] as const;
const progressKey = ['cpd', 'progress'] as const;

/** GET cpd/activity-types: the active types with their points rules, in the staff's order. */
export const useCpdActivityTypes = (enabled = true) =>
  useQuery({
    queryKey: ['cpd', 'activity-types'],
    queryFn: () => call(addresses.activityTypes, {}),
    enabled,
    staleTime: 10 * 60_000,
  });

/** GET cpd/records?year=: the member's own records of one CPD year. */
export const useCpdRecords = (year: number, enabled = true) =>
  useQuery({
    queryKey: [...recordsKey, year],
    queryFn: () => call(addresses.records, { query: { year } }),
    enabled,
  });

/** GET cpd/progress?year=: progress against the category's requirement for one CPD year. */
export const useCpdProgress = (year: number, enabled = true) =>
  useQuery({
    queryKey: [...progressKey, year],
    queryFn: () => call(addresses.progress, { query: { year } }),
    enabled,
  });

/** The records and the progress read again after any change to a record. */
export function useRecordsChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: recordsKey }),
      client.invalidateQueries({ queryKey: progressKey }),
    ]);
}

/** Deletes an own record that is not verified (with its evidence). */
export function useRemoveCpdRecord(reactions: MutationReactions<unknown, number>) {
  const changed = useRecordsChanged();
  return useMutation({
    ...reactions,
    mutationFn: (id: number) => call(addresses.removeRecord, { params: { id } }),
    onSuccess: async (...args) => {
      await reactions.onSuccess?.(...args);
      await changed();
    },
  });
}

/** Sends an own record with its evidence to staff for verification. */
export function useSubmitCpdRecord(reactions: MutationReactions<CpdRecord, number>) {
  const changed = useRecordsChanged();
  return useMutation({
    ...reactions,
    mutationFn: (id: number) => call(addresses.submitRecord, { params: { id } }),
    onSuccess: async (...args) => {
      await reactions.onSuccess?.(...args);
      await changed();
    },
  });
}
