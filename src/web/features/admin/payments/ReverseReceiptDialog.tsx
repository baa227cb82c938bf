import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type PostedPayment,
  postedPaymentMessages,
  REVERSAL_REASON_MAX,
  reverseReceiptSchema,
} from '../../../../contract/posted-payments';
import { TextAreaField } from '../../../components/form-fields';
import { formatDay, formatKes } from '../../../lib/format';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { useReverseReceipt } from './posted-payments-api';

type Values = z.input<typeof reverseReceiptSchema>;
type Parsed = z.output<typeof reverseReceiptSchema>;

/**
 * Asks before a receipt is reversed (decision 0030): which receipt, whose, how much, which invoices
 * are owed again and for what, and that what the payment unlocked stays; the reason is required.
 */
export function ReverseReceiptDialog({ payment, onClose }: { payment: PostedPayment; onClose: () => void }) {
  const reversal = useReverseReceipt(payment.receiptNo, {
    onSuccess: ({ receiptNo, creditNoteNo }) => {
      toastSuccess(postedPaymentMessages.reversed(receiptNo, creditNoteNo));
      onClose();
    },
    onError: toastFailure,
  });
  const { control, handleSubmit } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(reverseReceiptSchema),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });

  return (
    <Modal opened onClose={onClose} title={`Reverse receipt ${payment.receiptNo}`} centered>
      <form noValidate onSubmit={handleSubmit(({ reason }) => reversal.mutate(reason))}>
        <Stack gap="sm">
          <Text size="sm">{postedPaymentMessages.confirm(payment.receiptNo, payment.amountLCY)}</Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Member:{' '}
            </Text>
            {payment.memberName}
            {payment.memberNo ? ` (${payment.memberNo})` : ''}
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Amount:{' '}
            </Text>
            {formatKes(payment.amountLCY)} by {payment.method}, paid {formatDay(payment.paidOn)}
          </Text>
          <Alert color="warning" icon={<IconAlertTriangle size={18} />} title="Owed again">
            {payment.invoices.length > 0 ? (
              <List size="sm" aria-label="Invoices owed again">
                {payment.invoices.map((invoice) => (
                  <List.Item key={invoice.invoiceNo}>
                    {invoice.invoiceNo} · {invoice.purpose} · {formatKes(invoice.amountLCY)}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">No invoice: the payment was held as the member’s credit.</Text>
            )}
            <Text size="sm" mt="xs">
              {postedPaymentMessages.unlockedStays}
            </Text>
          </Alert>
          <TextAreaField control={control} name="reason" label="Reason" required max={REVERSAL_REASON_MAX} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={reversal.isPending}>
              Reverse payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
