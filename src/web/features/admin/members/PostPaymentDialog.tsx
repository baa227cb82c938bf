import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OpenInvoice } from '../../../../contract/manual-payments';
import type { MemberRecord } from '../../../../contract/member-records';
import { formatDay, formatKes } from '../../../lib/format';
import { RecordPaymentDialog } from '../manual-payments/RecordPaymentDialog';
import { useRefreshMember } from './member-api';

/**
 * Money received outside the portal, posted to one of the member's open invoices through the
 * payments posted by hand (the same dialog, rules and confirmation). With several open invoices the
 * admin picks one first, oldest due first.
 */
export function PostPaymentDialog({ record, onClose }: { record: MemberRecord; onClose: () => void }) {
  const refresh = useRefreshMember(record.entry.memberNo);
  const [first] = record.openInvoices;
  const [chosen, setChosen] = useState<OpenInvoice | null>(
    record.openInvoices.length === 1 ? (first ?? null) : null,
  );
  const [picked, setPicked] = useState(first?.invoiceNo ?? '');

  if (chosen) return <RecordPaymentDialog invoice={chosen} onClose={onClose} onPosted={refresh} />;
  return (
    <Modal opened onClose={onClose} title="Post payment" centered>
      <Stack gap="sm">
        <Radio.Group label="Which invoice was paid?" value={picked} onChange={setPicked} withAsterisk>
          <Stack gap="xs" mt="xs">
            {record.openInvoices.map((invoice) => (
              <Radio
                key={invoice.invoiceNo}
                value={invoice.invoiceNo}
                label={`${invoice.invoiceNo} · ${invoice.purpose}`}
                description={`${formatKes(invoice.owedLCY)} owed · due ${formatDay(invoice.dueDate)}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed">
          The payment is posted to this invoice only; the member sees it at once.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!picked}
            onClick={() =>
              setChosen(record.openInvoices.find((invoice) => invoice.invoiceNo === picked) ?? null)
            }
          >
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
