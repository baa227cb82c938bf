import { Alert, Badge } from '@mantine/core';
import { IconAlertCircle, IconCertificateOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { type CpdCertificateVerification, cpdMessages } from '../../../contract/cpd';
import { PageLoader } from '../../components/PageLoader';
import { PublicPanel } from '../../components/PublicPanel';
import { NotVerified, VerifiedFacts } from '../../components/VerificationResult';
import { ApiError } from '../../lib/api';
import { formatCount, formatDay } from '../../lib/format';
import { useCpdCertificateCheck } from './cpd-queries';

export const NOT_A_MEMBER = 'Not a member';

function MemberStatusChip({ status }: { status: string | null }) {
  const active = status?.toLowerCase() === 'active';
  return (
    <Badge color={active ? 'success' : status ? 'warning' : 'gray'} variant="light">
      {status ?? NOT_A_MEMBER}
    </Badge>
  );
}

function VerifiedCertificate({ certificate }: { certificate: CpdCertificateVerification }) {
  const dates =
    certificate.endDate && certificate.endDate !== certificate.eventDate
      ? `${formatDay(certificate.eventDate)} – ${formatDay(certificate.endDate)}`
      : formatDay(certificate.eventDate);
  const rows: [string, React.ReactNode][] = [
    ['Certificate No.', certificate.certificateNo],
    ['Holder', certificate.holder],
    ['Member No.', certificate.memberNo ?? '—'],
    ['Event', certificate.description],
    ['Provider', certificate.provider],
    ['Dates', dates],
    ['CPD points', formatCount(certificate.pointAwarded)],
    ['Member status today', <MemberStatusChip key="status" status={certificate.memberStatus} />],
    ['Issued by', certificate.issuer],
  ];
  return (
    <VerifiedFacts
      title={cpdMessages.genuineCertificate}
      advice={`${certificate.issuer} issued this certificate. Compare these details with the paper.`}
      rows={rows}
      testId="verified-cpd-certificate"
    />
  );
}

/** /cert-verify/:certificateNo: the public check a CPD certificate's QR code opens. */
export default function CertVerifyPage() {
  const { certificateNo = '' } = useParams();
  const check = useCpdCertificateCheck(certificateNo);
  const missing =
    !certificateNo || (check.error instanceof ApiError && [400, 404].includes(check.error.status));

  let body: React.ReactNode;
  // The server's 404 says what the advice says; its words under the title printed them twice.
  if (missing)
    body = (
      <NotVerified
        icon={<IconCertificateOff />}
        title={cpdMessages.certificateNotFound}
        advice={cpdMessages.certificateNotVerified}
        testId="cpd-certificate-not-verified"
      />
    );
  else if (check.isError)
    body = (
      <Alert color="error" icon={<IconAlertCircle />} role="alert">
        {check.error.message}
      </Alert>
    );
  else if (!check.data) body = <PageLoader label="Checking the certificate" />;
  else body = <VerifiedCertificate certificate={check.data} />;

  return <PublicPanel title="CPD certificate verification">{body}</PublicPanel>;
}
