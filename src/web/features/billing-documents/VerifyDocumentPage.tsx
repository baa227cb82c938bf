import { Alert, Badge } from '@mantine/core';
import { IconAlertCircle, IconFileOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { billingDocumentMessages } from '../../../contract/billing-documents';
import type { DocumentVerification } from '../../../contract/money';
import { PageLoader } from '../../components/PageLoader';
import { PublicPanel } from '../../components/PublicPanel';
import { NotVerified, VerifiedFacts } from '../../components/VerificationResult';
import { ApiError } from '../../lib/api';
import { formatDay, formatKes } from '../../lib/format';
import { billingDocumentQueries, isBillingDocumentType } from './billing-document-queries';

const documentNames: Record<DocumentVerification['type'], string> = {
  invoice: 'Invoice',
  receipt: 'Receipt',
  'credit-note': 'Credit note',
};
const amountLabels: Record<DocumentVerification['type'], string> = {
  invoice: 'Amount',
  receipt: 'Amount received',
  'credit-note': 'Amount credited back',
};
/** A reversed receipt proves no payment: it reads as a warning, like an open invoice. */
const statusColours: Record<DocumentVerification['status'], string> = {
  Paid: 'success',
  Issued: 'success',
  Open: 'warning',
  Reversed: 'red',
};

function GenuineDocument({ document }: { document: DocumentVerification }) {
  const rows: [string, React.ReactNode][] = [
    ['Document', documentNames[document.type]],
    ['Number', document.number],
    ['Date', formatDay(document.date)],
    [amountLabels[document.type], formatKes(document.amountLCY)],
    [
      'Status',
      <Badge key="status" color={statusColours[document.status]} variant="light">
        {document.status}
      </Badge>,
    ],
    ['Issued by', document.issuer],
  ];
  return (
    <VerifiedFacts
      title={billingDocumentMessages.genuineDocument}
      advice={`This document was issued by ${document.issuer}. Compare these details with your copy.`}
      rows={rows}
      testId="genuine-document"
    />
  );
}

/**
 * /verify/:type/:number: the page a billing document's QR code opens, for anyone holding the paper,
 * signed in or not. It shows what proves the document and nothing about the person it names.
 */
export default function VerifyDocumentPage() {
  const { type = '', number = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const known = isBillingDocumentType(type);
  const check = useQuery(billingDocumentQueries.verification(type, number, code));
  const missing =
    !known || !number || (check.error instanceof ApiError && [400, 404].includes(check.error.status));

  let body: React.ReactNode;
  if (missing)
    body = (
      <NotVerified
        icon={<IconFileOff />}
        title={billingDocumentMessages.noSuchDocument}
        advice="No document with this number was issued. Check the number, or treat the paper as not genuine."
        testId="no-such-document"
      />
    );
  else if (check.isError)
    body = (
      <Alert color="error" icon={<IconAlertCircle />} role="alert">
        {check.error.message}
      </Alert>
    );
  else if (!check.data) body = <PageLoader label="Checking the document" />;
  else body = <GenuineDocument document={check.data} />;

  return <PublicPanel title="Document verification">{body}</PublicPanel>;
}
