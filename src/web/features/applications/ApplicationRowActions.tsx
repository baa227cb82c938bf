import { Group } from '@mantine/core';
import {
  IconCertificate,
  IconFileDescription,
  IconFileInvoice,
  IconMailCheck,
  IconMailX,
  IconReceipt2,
} from '@tabler/icons-react';
import { type Application, applicationActions } from '../../../contract/applications';
import { DocumentLink } from '../../components/DocumentLink';
import { PayNowButton } from '../payments/public';
import { applicationRoutes } from './application-queries';
import { CommentsButton } from './CommentsButton';
import { SubmitApplication } from './SubmitApplication';

/** Where a failed checkout brings the applicant back to (spec 3 §4). */
const APPLICATIONS_PATH = '/application';

/** A row's actions, each shown exactly when applicationActions says (spec 2 §4 item 4). */
export function ApplicationRowActions({ application }: { application: Application }) {
  const shown = applicationActions(application);
  const { Code: code, invoiceNo, postedReceiptNo } = application;
  return (
    <Group gap="xs" wrap="wrap" align="flex-start">
      {shown.submit && <SubmitApplication application={application} />}
      {shown.file && (
        <DocumentLink
          to={applicationRoutes.file(code)}
          icon={<IconFileDescription size={16} />}
          label="File"
          code={code}
        />
      )}
      {shown.certificate && (
        <DocumentLink
          to={applicationRoutes.certificate(code)}
          icon={<IconCertificate size={16} />}
          label="Certificate"
          code={code}
        />
      )}
      {shown.invoice && invoiceNo && (
        <DocumentLink
          to={applicationRoutes.invoice(invoiceNo)}
          icon={<IconFileInvoice size={16} />}
          label="Invoice"
          code={code}
        />
      )}
      {shown.receipt && postedReceiptNo && (
        <DocumentLink
          to={applicationRoutes.receipt(postedReceiptNo)}
          icon={<IconReceipt2 size={16} />}
          label="Receipt"
          code={code}
        />
      )}
      {shown.rejectionLetter && (
        <DocumentLink
          to={applicationRoutes.rejectionLetter(code)}
          icon={<IconMailX size={16} />}
          label="Rejection Letter"
          code={code}
        />
      )}
      {shown.acceptanceLetter && (
        <DocumentLink
          to={applicationRoutes.acceptanceLetter(code)}
          icon={<IconMailCheck size={16} />}
          label="Acceptance Letter"
          code={code}
        />
      )}
      {shown.payNow && invoiceNo && <PayNowButton invoiceNo={invoiceNo} from={APPLICATIONS_PATH} size="xs" />}
      {shown.comments && <CommentsButton application={application} />}
    </Group>
  );
}
