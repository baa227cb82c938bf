import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { BillingDocumentType } from '../../../contract/billing-documents';
import { encodeRouteText } from '../../../contract/route-values';
import { downloadPdf } from '../../components/pdf-download';
import { fetchBillingPdf } from './billing-document-queries';

/**
 * Fetches a billing PDF (staff may read any, a member their own) and saves it; a failure is said next
 * to the button. Staff pages use it: the billing viewer pages are the member's own.
 */
const documentNames: Record<BillingDocumentType, string> = {
  invoice: 'invoice',
  receipt: 'receipt',
  'credit-note': 'credit note',
};

export function BillingPdfButton({ type, number }: { type: BillingDocumentType; number: string }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const open = async () => {
    setState({ busy: true, error: null });
    try {
      const pdf = await fetchBillingPdf({ type, code: encodeRouteText(number) });
      downloadPdf(pdf, `${type.toUpperCase()}-${number}.pdf`);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconDownload size={14} />}
        loading={state.busy}
        onClick={open}
        aria-label={`Download ${documentNames[type]} ${number}`}
      >
        {number}
      </Button>
      {state.error && (
        <Text size="xs" c="error" role="alert">
          {state.error}
        </Text>
      )}
    </Group>
  );
}
