import { Alert, Badge } from '@mantine/core';
import { IconAlertCircle, IconUserOff } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { applicationDocumentMessages } from '../../../contract/application-document-texts';
import type { MemberVerification } from '../../../contract/application-documents';
import { PageLoader } from '../../components/PageLoader';
import { PublicPanel } from '../../components/PublicPanel';
import { NotVerified, VerifiedFacts } from '../../components/VerificationResult';
import { ApiError } from '../../lib/api';
import { useMemberCertificateCheck } from './document-queries';

function adviceFor(member: MemberVerification, active: boolean): string {
  if (!active) return `${member.issuer} issued this member number, but the membership is not active today.`;
  if (!member.inGoodStanding)
    return `${member.issuer} lists this member in its register, but the member is not in good standing today.`;
  return `${member.issuer} lists this member in its register, in good standing. Compare these details with the certificate.`;
}

function VerifiedMember({ member }: { member: MemberVerification }) {
  const active = member.status.toLowerCase() === 'active';
  const rows: [string, React.ReactNode][] = [
    ['Member No.', member.memberNo],
    ['Name', member.name],
    ['Category', member.category],
    [
      'Status today',
      <Badge key="status" color={active ? 'success' : 'warning'} variant="light">
        {member.status}
      </Badge>,
    ],
    [
      'Good standing today',
      <Badge key="standing" color={member.inGoodStanding ? 'success' : 'warning'} variant="light">
        {member.inGoodStanding ? 'Yes' : 'No'}
      </Badge>,
    ],
    ['Register kept by', member.issuer],
  ];
  return (
    <VerifiedFacts
      title={applicationDocumentMessages.genuineMembership}
      advice={adviceFor(member, active)}
      rows={rows}
      tone={active && member.inGoodStanding ? 'success' : 'warning'}
      testId="verified-member"
    />
  );
}

/**
 * /member-verify/:memberNo?code=: the page a membership certificate's QR code opens, for anyone
 * holding the paper. It shows the member's status as the register holds it now, nothing private.
 */
export default function MemberVerifyPage() {
  const { memberNo = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const check = useMemberCertificateCheck(memberNo, code);
  const missing = !memberNo || (check.error instanceof ApiError && [400, 404].includes(check.error.status));

  let body: React.ReactNode;
  if (missing)
    body = (
      <NotVerified
        icon={<IconUserOff />}
        title={applicationDocumentMessages.noSuchMember}
        advice={applicationDocumentMessages.memberNotVerified}
        testId="member-not-verified"
      />
    );
  else if (check.isError)
    body = (
      <Alert color="error" icon={<IconAlertCircle />} role="alert">
        {check.error.message}
      </Alert>
    );
  else if (!check.data) body = <PageLoader label="Checking the membership" />;
  else body = <VerifiedMember member={check.data} />;

  return <PublicPanel title="Membership verification">{body}</PublicPanel>;
}
