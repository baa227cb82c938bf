import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  type CpdReviewDecision,
  type CpdReviewRecord,
  cpdReviewMessages,
} from '../../../../contract/cpd-review';
import { formatDecimal } from '../../../lib/format';
import { toastSuccess } from '../admin-toasts';
import { useDecideCpdRecord } from './cpd-review-queries';

const captions: Record<CpdReviewDecision, { title: string; button: string; label?: string; done: string }> = {
  approve: { title: 'Verify', button: 'Verify', done: cpdReviewMessages.approved },
  reject: {
    title: 'Reject',
    button: 'Reject',
    label: 'Reason for the member',
    done: cpdReviewMessages.rejected,
  },
  'request-evidence': {
    title: 'Ask for more evidence on',
    button: 'Ask for evidence',
    label: 'What evidence is needed',
    done: cpdReviewMessages.evidenceRequested,
  },
};

interface Props {
  record: CpdReviewRecord;
  decision: CpdReviewDecision;
  onClose: () => void;
}

/** Confirms a decision on a CPD record, asks the reason or the note where the member needs one, and toasts. */
export function CpdDecisionDialog({ record, decision, onClose }: Props) {
  const [note, setNote] = useState('');
  const caption = captions[decision];
  const decide = useDecideCpdRecord(record.id, {
    onSuccess: () => {
      toastSuccess(caption.done);
      onClose();
    },
  });
  const differs = record.pointsByCurrentRules !== null && record.pointsByCurrentRules !== record.points;
  return (
    <Modal opened onClose={onClose} centered title={`${caption.title} “${record.title}”?`}>
      <Stack gap="md">
        {decision === 'approve' ? (
          <Text>
            {record.memberName} ({record.memberNo ?? 'no member number'}) is credited{' '}
            {formatDecimal(record.points)} point(s) for {record.cpdYear}, as submitted, and is told. A
            verified record can no longer change.
          </Text>
        ) : (
          <Text>{record.memberName} is told, and can change the record and submit it again.</Text>
        )}
        {decision === 'approve' && differs && (
          <Alert color="warning" title="The rules have changed">
            Under the type’s current rules this activity would earn{' '}
            {formatDecimal(record.pointsByCurrentRules ?? 0)} point(s); verifying keeps the points it was
            submitted with.
          </Alert>
        )}
        {caption.label && (
          <Textarea
            label={caption.label}
            required
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        )}
        {decide.isError && (
          <Alert color="error" role="alert">
            {decide.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button
            color={decision === 'reject' ? 'red' : undefined}
            loading={decide.isPending}
            disabled={Boolean(caption.label) && !note.trim()}
            onClick={() => decide.mutate({ decision, note: note.trim() })}
          >
            {caption.button}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
