import { useParams } from 'react-router';
import { UpgradeReportView } from './UpgradeReportView';

/** /upgrade/document/:code: the member's upgrade report. */
export default function UpgradeDocumentPage() {
  const { code = '' } = useParams();
  return <UpgradeReportView code={code} />;
}
