import { Alert, Badge } from '@mantine/core';
import { IconAlertCircle, IconCertificateOff } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { licenceMessages } from '../../../contract/licence-messages';
import type { LicenceValidity } from '../../../contract/licence-validity';
import { PageLoader } from '../../components/PageLoader';
import { PublicPanel } from '../../components/PublicPanel';
import { NotVerified, VerifiedFacts } from '../../components/VerificationResult';
import { ApiError } from '../../lib/api';
import { formatDay } from '../../lib/format';
import { useLicenceCaption, useLicenceCheck } from './licence-queries';

const statusColour: Record<LicenceValidity, string> = {
  Valid: 'success',
  Expired: 'error',
  'Not yet valid': 'warning',
};

/**
 * /licence-verify/:licenceNo?code=: the page a licence certificate's QR code opens, for anyone
 * holding the paper: what the certificate says and whether its dates make it valid today.
 */
export default function LicenceVerifyPage() {
  const { licenceNo = '' } = useParams();
  const [search] = useSearchParams();
  const caption = useLicenceCaption();
  const check = useLicenceCheck(licenceNo, search.get('code') ?? '');
  const missing = !licenceNo || (check.error instanceof ApiError && [400, 404].includes(check.error.status));

  let body: React.ReactNode;
  if (missing)
    body = (
      <NotVerified
        icon={<IconCertificateOff />}
        title={licenceMessages.licenceNotVerified}
        advice="Only the code printed on the certificate confirms it."
        testId="licence-not-verified"
      />
    );
  else if (check.isError)
    body = (
      <Alert color="error" icon={<IconAlertCircle />} role="alert">
        {check.error.message}
      </Alert>
    );
  else if (!check.data) body = <PageLoader label="Checking the licence" />;
  else {
    const licence = check.data;
    body = (
      <VerifiedFacts
        title={`${licence.issuer} issued this ${caption.toLowerCase()}`}
        advice="Compare these details with the certificate."
        rows={[
          [`${caption} No.`, licence.licenceNo],
          ['Holder', licence.holder],
          ['Member No.', licence.memberNo],
          ['Valid', `${formatDay(licence.validFrom)} to ${formatDay(licence.validUntil)}`],
          [
            'Status today',
            <Badge key="status" color={statusColour[licence.status]} variant="light">
              {licence.status}
            </Badge>,
          ],
          ['Issued by', licence.issuer],
        ]}
        testId="verified-licence"
      />
    );
  }
  return <PublicPanel title={`${caption} verification`}>{body}</PublicPanel>;
}
