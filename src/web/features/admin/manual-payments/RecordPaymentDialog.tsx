import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  manualPaymentMessages,
  manualPaymentMethods,
  manualPaymentSchema,
  type OpenInvoice,
} from '../../../../contract/manual-payments';
import { centsOf } from '../../../../contract/money';
import { todayIso } from '../../../../contract/profile-sections/fields';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { NumberField } from '../../../components/number-field';
import { formatKes } from '../../../lib/format';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { usePostManualPayment } from './manual-payments-api';

/** The server's rules, and what the list says is owed, so a typing slip is caught before sending. */
const formSchemaFor = (invoice: OpenInvoice) =>
  manualPaymentSchema.refine((payment) => centsOf(payment.amount) <= centsOf(invoice.owedLCY), {
    message: manualPaymentMessages.amountAboveOwed(invoice.owedLCY),
    path: ['amount'],
  });

type Values = z.input<typeof manualPaymentSchema>;
type Parsed = z.output<typeof manualPaymentSchema>;

/**
 * Records money received outside the portal against one invoice: the amount starts at what is
 * owed, and one more question comes before the receipt is posted: undoing it takes a credit note
 * (Posted Payments, decision 0030) that the member sees too.
 */
export function RecordPaymentDialog({
  invoice,
  onClose,
  onPosted,
}: {
  invoice: OpenInvoice;
  onClose: () => void;
  /** Another page showing the invoice (the member page) refreshes what it shows. */
  onPosted?: () => void;
}) {
  const postPayment = usePostManualPayment();
  const [pending, setPending] = useState<Parsed | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(formSchemaFor(invoice)),
    defaultValues: {
      invoiceNo: invoice.invoiceNo,
      amount: invoice.owedLCY,
      method: 'Bank transfer',
      reference: '',
      paidOn: todayIso(),
    },
    mode: 'onTouched',
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      const { receiptNo } = await postPayment.mutateAsync(pending);
      toastSuccess(manualPaymentMessages.posted(receiptNo));
      onPosted?.();
      onClose();
    } catch (error) {
      setPending(null);
      toastFailure(error);
    }
  };

  return (
    <>
      <Modal opened={pending === null} onClose={onClose} title="Record payment" centered>
        <form noValidate onSubmit={handleSubmit(setPending)}>
          <Stack gap="sm">
            <Text size="sm">
              {invoice.invoiceNo} · {invoice.memberName} · {formatKes(invoice.owedLCY)} owed
            </Text>
            <NumberField
              control={control}
              name="amount"
              label="Amount (KES)"
              withAsterisk
              min={0}
              decimalScale={2}
              thousandSeparator=","
            />
            <NativeSelect
              label="Method"
              withAsterisk
              data={[...manualPaymentMethods]}
              error={errors.method?.message}
              {...register('method')}
            />
            <TextInput
              label="Reference"
              description="The bank slip, cheque number or M-Pesa code"
              withAsterisk
              error={errors.reference?.message}
              {...register('reference')}
            />
            <TextInput
              label="Date received"
              type="date"
              withAsterisk
              max={todayIso()}
              error={errors.paidOn?.message}
              {...register('paidOn')}
            />
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Post payment</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={pending !== null}
        question={pending ? manualPaymentMessages.confirm(pending.amount, invoice.invoiceNo) : ''}
        confirmLabel="Post payment"
        dismissLabel="Back"
        busy={postPayment.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
