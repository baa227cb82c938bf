import { useMutation } from '@tanstack/react-query';
import { CPD_EVIDENCE_FIELD, type CpdRecord, type CpdRecordInput } from '../../../contract/cpd-records';
import { cpdRecordAddresses as addresses } from '../../../contract/endpoints/addresses/cpd-records';
import { call, type MutationReactions } from '../../lib/call';
import { useRecordsChanged } from './cpd-record-queries';

/** Saving a record with its evidence: used by the Log CPD form only, which loads with its first opening. */

export interface CpdRecordSave {
  /** The record to change; null logs a new one. */
  id: number | null;
  input: CpdRecordInput;
  /** A newly picked evidence file, uploaded after the record is saved. */
  evidence: File | null;
  /**
   * Told as soon as the record itself is stored, before the evidence goes: if the upload is then
   * refused, trying again changes that record instead of logging a second one.
   */
  onStored?: (record: CpdRecord) => void;
}

/**
 * Logs or changes a record, then uploads its evidence. The reactions sit on the mutation, not on
 * `mutate`: the list read again afterwards may unmount the caller, and `mutate`'s callbacks die
 * with it (see licence-queries.ts).
 */
export function useSaveCpdRecord(reactions: MutationReactions<CpdRecord, CpdRecordSave>) {
  const changed = useRecordsChanged();
  return useMutation({
    ...reactions,
    mutationFn: async ({ id, input, evidence, onStored }: CpdRecordSave) => {
      const stored =
        id === null
          ? await call(addresses.createRecord, { body: input })
          : await call(addresses.updateRecord, { params: { id }, body: input });
      onStored?.(stored);
      if (!evidence) return stored;
      const form = new FormData();
      form.append(CPD_EVIDENCE_FIELD, evidence, evidence.name);
      return call(addresses.uploadEvidence, { params: { id: stored.id }, body: form });
    },
    onSettled: async (...args) => {
      await reactions.onSettled?.(...args);
      await changed();
    },
  });
}
