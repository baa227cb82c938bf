import { upgradeMessages } from '../../../contract/upgrade-messages';
import { PdfPage } from '../../components/PdfPage';
import { todayForFileName } from '../../components/pdf-download';
import { fetchUpgradeDocument, upgradeRoutes } from './upgrade-api';

/** The upgrade application's report; staff mount it too, with their own `backTo`. */
export function UpgradeReportView({ code, backTo = upgradeRoutes.list }: { code: string; backTo?: string }) {
  return (
    <PdfPage
      title="Upgrade Report"
      pdf={
        code
          ? {
              key: ['upgrade', 'upgrade-report', code],
              fetch: () => fetchUpgradeDocument('upgrade-report', code),
            }
          : null
      }
      fileName={`UPGRADE_REPORT-${todayForFileName()}.pdf`}
      notFound={upgradeMessages.documentNotFound}
      backTo={backTo}
    />
  );
}
