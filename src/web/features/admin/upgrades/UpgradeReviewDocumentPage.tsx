import { useParams } from 'react-router';
import { UpgradeReportView } from '../../upgrades/public';

/** /admin/upgrades/:code/document: the upgrade report for staff, Back to the upgrade. */
export default function UpgradeReviewDocumentPage() {
  const { code = '' } = useParams();
  return <UpgradeReportView code={code} backTo={`/admin/upgrades/${encodeURIComponent(code)}`} />;
}
