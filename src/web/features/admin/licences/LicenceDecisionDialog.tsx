import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  type LicenceReviewAction,
  type LicenceReviewItem,
  licenceMessages,
} from '../../../../contract/licences';
import { toastSuccess } from '../admin-toasts';
import { useDecideLicence } from './licence-review-queries';

interface Props {
  item: LicenceReviewItem;
  action: LicenceReviewAction;
  caption: string;
  onClose: () => void;
}

/** What a decision does, said before it is made: an issued licence has legal weight. */
function consequence(item: LicenceReviewItem, action: LicenceReviewAction, caption: string): string {
  return action === 'approve'
    ? `Approving issues ${item.applicantName} (${item.memberNo ?? 'no member number'}) a ${caption.toLowerCase()} with the next licence number, valid for twelve months, and tells the member. It cannot be undone here.`
    : `Rejecting closes application ${item.licenseApplicationNo} and sends ${item.applicantName} the reason below.`;
}

/**
 * Confirms an approval or rejection: says what will happen, warns when the member is not in good
 * standing or the fee is unpaid, asks the override or rejection reason, and ends with a toast.
 */
export function LicenceDecisionDialog({ item, action, caption, onClose }: Props) {
  const [reason, setReason] = useState('');
  const needsOverride = action === 'approve' && !item.inGoodStanding;
  const decide = useDecideLicence(item.licenseApplicationNo, {
    onSuccess: (decided) => {
      const licenceNo = decided.licenceNo ?? '';
      if (action === 'reject') toastSuccess(licenceMessages.rejected);
      else
        toastSuccess(
          needsOverride ? licenceMessages.standingOverridden(licenceNo) : licenceMessages.approved(licenceNo),
        );
      onClose();
    },
  });
  const confirm = () =>
    decide.mutate(
      action === 'approve'
        ? { action, comment: '', overrideReason: needsOverride ? reason : '' }
        : { action, comment: reason, overrideReason: '' },
    );
  const reasonLabel =
    action === 'approve' ? 'Override reason (recorded in the audit log)' : 'Reason for the member';
  const askReason = action === 'reject' || needsOverride;
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={`${action === 'approve' ? 'Approve' : 'Reject'} ${item.licenseApplicationNo}?`}
    >
      <Stack gap="md">
        <Text>{consequence(item, action, caption)}</Text>
        {needsOverride && (
          <Alert color="warning" role="alert" title="Not in good standing">
            {licenceMessages.notInGoodStandingToIssue}
          </Alert>
        )}
        {!item.paid && (
          <Alert color="warning" role="alert" title="Fee unpaid">
            {licenceMessages.notPaid}
          </Alert>
        )}
        {askReason && (
          <Textarea
            label={reasonLabel}
            required
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
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
            color={action === 'reject' ? 'red' : undefined}
            loading={decide.isPending}
            disabled={askReason && !reason.trim()}
            onClick={confirm}
          >
            {action === 'approve' ? (needsOverride ? 'Issue with override' : 'Issue licence') : 'Reject'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
