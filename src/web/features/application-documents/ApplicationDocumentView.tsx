import {
  type ApplicationDocumentKind,
  applicationDocumentMessages,
  applicationDocumentTexts,
  refereeFormFileName,
} from '../../../contract/application-document-texts';
import { PdfPage } from '../../components/PdfPage';
import { todayForFileName } from '../../components/pdf-download';
import { applicationDocumentPdf } from './document-queries';

/** The download's name: the document's prefix and today's date, e.g. ACCEPTANCE_LETTER-2026-05-04.pdf. */
export const applicationDownloadName = (kind: ApplicationDocumentKind, today = todayForFileName()): string =>
  `${applicationDocumentTexts[kind].filePrefix}-${today}.pdf`;

/** Where Back goes when the page was opened directly: the applicant's list of applications. */
const APPLICATIONS_PATH = '/application';
const PROFILE_PATH = '/profile';

/**
 * One application document (spec 2 §2.9) for the base64 application code of the route. Staff pages
 * mount it too, with their own `backTo`.
 */
export function ApplicationDocumentView({
  kind,
  code,
  backTo = APPLICATIONS_PATH,
}: {
  kind: ApplicationDocumentKind;
  /** The application code as it travels in the route: base64url, or plain as the list links some. */
  code: string;
  backTo?: string;
}) {
  return (
    <PdfPage
      title={applicationDocumentTexts[kind].title}
      pdf={code ? applicationDocumentPdf.document(kind, code) : null}
      fileName={applicationDownloadName(kind)}
      notFound={applicationDocumentMessages.documentNotFound}
      backTo={backTo}
    />
  );
}

/**
 * The referee form report of one referee entry (spec 2 §2.9). The applicant reads their own; staff
 * pass the applicant's `profileId`.
 */
export function RefereeFormView({
  entryNo,
  profileId,
  backTo = PROFILE_PATH,
}: {
  entryNo: string;
  profileId?: string | null;
  backTo?: string;
}) {
  const valid = /^[1-9]\d{0,6}$/.test(entryNo);
  return (
    <PdfPage
      title="Referee Form"
      pdf={valid ? applicationDocumentPdf.refereeForm(entryNo, profileId) : null}
      fileName={refereeFormFileName(entryNo)}
      notFound={applicationDocumentMessages.refereeFormNotFound}
      backTo={backTo}
    />
  );
}
