import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type MemberEntry,
  memberInvoiceRequestSchema,
  memberRecordMessages,
} from '../../../../contract/member-records';
import { todayIso } from '../../../../contract/profile-sections/fields';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { NumberField } from '../../../components/number-field';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { useRaiseInvoice } from './member-api';
import { addDaysTo, fullName } from './member-format';

type Values = z.input<typeof memberInvoiceRequestSchema>;
type Parsed = z.output<typeof memberInvoiceRequestSchema>;

/** A one-off charge on the member record: what it is for, the amount including VAT, and when it is due. */
export function RaiseInvoiceDialog({ entry, onClose }: { entry: MemberEntry; onClose: () => void }) {
  const raise = useRaiseInvoice(entry.memberNo);
  const [pending, setPending] = useState<Parsed | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(memberInvoiceRequestSchema),
    defaultValues: {
      description: '',
      amount: undefined as unknown as number,
      dueDate: addDaysTo(todayIso(), 30),
    },
    mode: 'onTouched',
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      const answer = await raise.mutateAsync(pending);
      toastSuccess(answer.message);
      onClose();
    } catch (error) {
      setPending(null);
      toastFailure(error);
    }
  };

  return (
    <>
      <Modal opened={pending === null} onClose={onClose} title="Raise invoice" centered>
        <form noValidate onSubmit={handleSubmit(setPending)}>
          <Stack gap="sm">
            <TextInput
              label="What it is for"
              placeholder="e.g. Replacement membership certificate"
              withAsterisk
              error={errors.description?.message}
              {...register('description')}
            />
            <NumberField
              control={control}
              name="amount"
              label="Amount (KES, VAT included)"
              withAsterisk
              min={0}
              decimalScale={2}
              thousandSeparator=","
              emptyMessage={memberRecordMessages.amountPositive}
            />
            <TextInput
              label="Due date"
              type="date"
              withAsterisk
              min={todayIso()}
              error={errors.dueDate?.message}
              {...register('dueDate')}
            />
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Raise invoice</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={pending !== null}
        question={pending ? memberRecordMessages.confirmInvoice(pending.amount, fullName(entry)) : ''}
        confirmLabel="Raise invoice"
        dismissLabel="Back"
        busy={raise.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
