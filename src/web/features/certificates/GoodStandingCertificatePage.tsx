import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { decodeRouteText } from '../../../contract/route-values';
import { useSiteSettings } from '../../lib/settings';
import { dashboardCertificatePdf, isStandingRefusal } from './certificate-queries';
import { DashboardCertificatePage } from './DashboardCertificatePage';
import { NotInGoodStandingPanel } from './NotInGoodStandingPanel';

/**
 * /dashboard/goodStanding/:code (spec 1 §2): the certificate of good standing; code = base64 member
 * no. Refused because the member is not in good standing, it says so with what to pay, instead of
 * the generic failure text the spec keeps for real failures.
 */
export default function GoodStandingCertificatePage() {
  const { code = '' } = useParams();
  const { pathname } = useLocation();
  const { minor_settings: minor } = useSiteSettings();
  const id = decodeRouteText(code);
  const source = id ? dashboardCertificatePdf('goodStandingCertificate', id) : null;
  // Watches the viewer's own query (same key) without asking again: the viewer fetches it once.
  const pdf = useQuery({
    queryKey: ['pdf', ...(source?.key ?? [])],
    queryFn: () => (source ? source.fetch() : Promise.resolve('')),
    enabled: false,
    retry: false,
  });
  if (isStandingRefusal(pdf.error))
    return (
      <NotInGoodStandingPanel
        title={minor.certificate_of_good_standing_caption}
        reason={pdf.error.message}
        from={pathname}
      />
    );
  return (
    <DashboardCertificatePage
      title={minor.certificate_of_good_standing_caption}
      code={code}
      certificate="goodStandingCertificate"
      fileName="GOOD_STANDING_CERTIFICATE.pdf"
    />
  );
}
