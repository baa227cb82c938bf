import { useParams } from 'react-router';
import { upgradeMessages } from '../../../contract/upgrade-messages';
import { PdfPage } from '../../components/PdfPage';
import { todayForFileName } from '../../components/pdf-download';
import { fetchUpgradeDocument, upgradeRoutes } from './upgrade-api';

/** The acceptance letter's download name (spec 3 §2.3): ACCEPTANCE_LETTER-{date}.pdf. */
export const acceptanceLetterFileName = (today = todayForFileName()) => `ACCEPTANCE_LETTER-${today}.pdf`;

/** /upgrade/acceptance-letter/:code: the acceptance letter of an approved upgrade. */
export default function UpgradeAcceptanceLetterPage() {
  const { code = '' } = useParams();
  return (
    <PdfPage
      title="Acceptance Letter"
      pdf={
        code
          ? {
              key: ['upgrade', 'acceptance-letter', code],
              fetch: () => fetchUpgradeDocument('acceptance-letter', code),
            }
          : null
      }
      fileName={acceptanceLetterFileName()}
      notFound={upgradeMessages.documentNotFound}
      backTo={upgradeRoutes.list}
    />
  );
}
