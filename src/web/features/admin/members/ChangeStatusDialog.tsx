import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type MemberEntry,
  memberRecordMessages,
  STATUS_REASON_MAX,
  statusChangeRequestSchema,
} from '../../../../contract/member-records';
import { memberStatuses, statusesWithoutAccount } from '../../../../contract/member-register';
import { todayIso } from '../../../../contract/profile-sections/fields';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { useChangeStatus } from './member-api';
import { fullName } from './member-format';

type Values = z.input<typeof statusChangeRequestSchema>;
type Parsed = z.output<typeof statusChangeRequestSchema>;

/**
 * Moves the member to another status with the reason and the day it took effect (decisions.md
 * "Member statuses"); back to Active is the reinstatement. The choice starts on another status than
 * the current one, and the change is confirmed before it is sent.
 */
export function ChangeStatusDialog({ entry, onClose }: { entry: MemberEntry; onClose: () => void }) {
  const change = useChangeStatus(entry.memberNo);
  const [pending, setPending] = useState<Parsed | null>(null);
  const others = memberStatuses.filter((status) => status !== entry.status);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(statusChangeRequestSchema),
    defaultValues: {
      status: entry.status === 'Active' ? 'Suspended' : 'Active',
      reason: '',
      effectiveOn: todayIso(),
    },
    mode: 'onTouched',
  });
  const chosen = watch('status');

  const confirm = async () => {
    if (!pending) return;
    try {
      const answer = await change.mutateAsync(pending);
      toastSuccess(answer.message);
      onClose();
    } catch (error) {
      setPending(null);
      toastFailure(error);
    }
  };

  return (
    <>
      <Modal opened={pending === null} onClose={onClose} title="Change status" centered>
        <form noValidate onSubmit={handleSubmit(setPending)}>
          <Stack gap="sm">
            <NativeSelect
              label={`New status (now ${entry.status})`}
              withAsterisk
              data={others.map((status) => ({
                value: status,
                label: status === 'Active' ? 'Active (reinstate)' : status,
              }))}
              error={errors.status?.message}
              {...register('status')}
            />
            {statusesWithoutAccount.includes(chosen) && (
              <Alert color="warning" role="note">
                {memberRecordMessages.noAccountWithStatus}
              </Alert>
            )}
            <Textarea
              label="Reason"
              withAsterisk
              rows={3}
              maxLength={STATUS_REASON_MAX}
              description="Kept in the member’s status history"
              error={errors.reason?.message}
              {...register('reason')}
            />
            <TextInput
              label="Effective from"
              type="date"
              withAsterisk
              max={todayIso()}
              error={errors.effectiveOn?.message}
              {...register('effectiveOn')}
            />
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Change status</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={pending !== null}
        question={
          pending ? memberRecordMessages.confirmStatus(fullName(entry), entry.status, pending.status) : ''
        }
        confirmLabel="Change status"
        dismissLabel="Back"
        danger={pending !== null && pending.status !== 'Active'}
        busy={change.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
