import { useParams } from 'react-router';
import { useSiteSettings } from '../../lib/settings';
import { DashboardCertificatePage } from './DashboardCertificatePage';

/** /dashboard/goodStanding/:code (spec 1 §2): the certificate of good standing; code = base64 member no. */
export default function GoodStandingCertificatePage() {
  const { code = '' } = useParams();
  const { minor_settings: minor } = useSiteSettings();
  return (
    <DashboardCertificatePage
      title={minor.certificate_of_good_standing_caption}
      code={code}
      certificate="goodStandingCertificate"
      fileName="GOOD_STANDING_CERTIFICATE.pdf"
    />
  );
}
