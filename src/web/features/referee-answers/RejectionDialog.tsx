import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { REFEREE_REMARKS_MAX } from '../../../contract/referee-answers';

/** Reject (spec 2 §2.10): a "Rejection Remarks" dialog; the remarks box has no rule (§5). */
export function RejectionDialog({
  opened,
  submitting,
  onCancel,
  onSubmit,
}: {
  opened: boolean;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (remarks: string) => void;
}) {
  const [remarks, setRemarks] = useState('');
  return (
    <Modal opened={opened} onClose={onCancel} title="Rejection Remarks" centered>
      <Text size="sm" mb="sm">
        Tell us, if you wish, why you cannot act as a referee for this applicant.
      </Text>
      <Textarea
        label="Remarks"
        rows={5}
        maxLength={REFEREE_REMARKS_MAX}
        value={remarks}
        onChange={(event) => setRemarks(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button color="error" loading={submitting} onClick={() => onSubmit(remarks)}>
          Submit
        </Button>
      </Group>
    </Modal>
  );
}
