import { useParams } from 'react-router';
import { useSiteSettings } from '../../lib/settings';
import { DashboardCertificatePage } from './DashboardCertificatePage';

/** /dashboard/membershipcertificate/:code (spec 1 §2): the membership certificate; code = base64 profile ID. */
export default function MembershipCertificatePage() {
  const { code = '' } = useParams();
  const { minor_settings: minor } = useSiteSettings();
  return (
    <DashboardCertificatePage
      title={minor.membership_certificate_caption}
      code={code}
      certificate="membershipCertificate"
      fileName="MEMBERSHIP_CERTIFICATE.pdf"
    />
  );
}
