import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { payPromptTexts } from '../../../contract/money-messages';
import { decodeRouteText } from '../../../contract/route-values';
import { formatKes } from '../../lib/format';
import { applicationRoutes, useApplications } from '../applications/public';
import { useLedger } from '../billing/public';
import { PayNowButton } from '../payments/public';

/**
 * Above the submitted application (where submitting lands): the fee still owed on its invoice with
 * Pay Now, so the applicant is not left on a PDF without the next step. Nothing once it is paid.
 */
export function ApplicationPayPrompt({ code }: { code: string }) {
  const { pathname } = useLocation();
  const applications = useApplications();
  const ledger = useLedger();
  // The route carries the code plainly or base64url (spec 2 §2.9 links both ways).
  const decoded = decodeRouteText(code);
  const application = applications.data?.find((row) => row.Code === code || row.Code === decoded);
  // applicationActions' payNow (contract/applications), read here without that module's zod.
  if (!application?.invoiceNo || application.postedReceiptNo) return null;
  const invoiceNo = application.invoiceNo;
  const owed = ledger.data?.find((entry) => entry.documentNo === invoiceNo)?.remainingAmtLCY;
  if (owed !== undefined && owed <= 0) return null;
  return (
    <Alert color="primary" variant="light" icon={<IconReceipt2 />} aria-label="Application fee due">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {payPromptTexts.applicationFeeDue(formatKes(owed ?? application.Amount))}
        </Text>
        <Group gap="md" align="center">
          <PayNowButton invoiceNo={invoiceNo} from={pathname} />
          <Anchor component={Link} to={applicationRoutes.invoice(invoiceNo)} size="sm">
            {payPromptTexts.viewInvoice} {invoiceNo}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
