import { useParams } from 'react-router';
import { upgradeMessages } from '../../../contract/upgrade-messages';
import { todayForFileName } from '../../components/pdf-download';
import { PdfPage } from '../application-documents/ApplicationDocumentView';
import { fetchUpgradeDocument, upgradeRoutes } from './upgrade-api';

/** The acceptance letter's download name (spec 3 §2.3): ACCEPTANCE_LETTER-{date}.pdf. */
export const acceptanceLetterFileName = (today = todayForFileName()) => `ACCEPTANCE_LETTER-${today}.pdf`;

/** /upgrade/acceptance-letter/:code: the acceptance letter of an approved upgrade. */
export default function UpgradeAcceptanceLetterPage() {
  const { code = '' } = useParams();
  return (
    <PdfPage
      title="Acceptance Letter"
      pdfPath={code ? `upgrade/acceptance-letter/${code}` : null}
      fetchPdf={() => fetchUpgradeDocument('acceptance-letter', code)}
      fileName={acceptanceLetterFileName()}
      notFound={upgradeMessages.documentNotFound}
      backTo={upgradeRoutes.list}
    />
  );
}
