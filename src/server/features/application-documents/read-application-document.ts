import {
  type ApplicationDocumentKind,
  applicationDocumentMessages,
} from '../../../contract/application-documents';
import { decodeRouteText } from '../../../contract/route-values';
import type { AppContext } from '../../context';
import { isApplicationNo } from '../../db/identifiers';
import { notFound } from '../../platform/errors';
import { issuerOf } from '../../platform/pdf/issuer';
import { mayReadDocument } from '../../platform/policies';
import type { ActiveSession } from '../../platform/sessions';
import { renderApplicationPdf } from './application-pdf';
import {
  type ApplicationView,
  findApplication,
  profileSummaryOf,
  visibleReviewCommentsOf,
} from './application-queries';
import { renderCertificatePdf } from './certificate-pdf';
import { renderAcceptanceLetterPdf, renderRejectionLetterPdf } from './letters-pdf';
import { memberVerificationUrl } from './member-verification-url';

/** When each document exists (decisions.md "Membership lifecycle"). */
const issued: Record<ApplicationDocumentKind, (application: ApplicationView) => boolean> = {
  document: (application) => application.submittedAt !== null,
  acceptanceLetter: (application) => application.status === 'Released',
  rejectionLetter: (application) => application.status === 'Rejected',
  certificate: (application) => application.status === 'Released' && Boolean(application.assignedMemberNo),
};

/**
 * The route carries the application code base64url-encoded (the certificate's route must, spec 2
 * §2.9) or as it is. Only a decoded text that is an application code is taken as one, so the text
 * of a plain code (never valid base64 of a code) is not sent to the database as decoded bytes.
 */
async function applicationOfRouteCode(context: AppContext, code: string) {
  const decoded = decodeRouteText(code);
  return findApplication(context.db, decoded && isApplicationNo(decoded) ? decoded : code.trim());
}

/**
 * The application behind a route code, if `kind` exists for it and the reader is its owner or staff.
 * An unknown code, someone else's application and a document not issued yet all answer the same 404.
 */
async function readableApplication(
  context: AppContext,
  session: ActiveSession,
  code: string,
  kind: ApplicationDocumentKind,
): Promise<ApplicationView> {
  const application = await applicationOfRouteCode(context, code);
  if (
    !application ||
    !mayReadDocument(session.user, application.userId, context.policy) ||
    !issued[kind](application)
  ) {
    throw notFound(applicationDocumentMessages.documentNotFound);
  }
  return application;
}

async function render(context: AppContext, application: ApplicationView, kind: ApplicationDocumentKind) {
  const { db } = context;
  const issuer = await issuerOf(db);
  switch (kind) {
    case 'document':
      return renderApplicationPdf(application, await profileSummaryOf(db, application.userId), issuer);
    case 'acceptanceLetter':
      return renderAcceptanceLetterPdf(application, issuer);
    case 'rejectionLetter':
      return renderRejectionLetterPdf(
        application,
        issuer,
        await visibleReviewCommentsOf(db, application.id, application.submittedAt),
      );
    case 'certificate': {
      const memberNo = application.assignedMemberNo ?? '';
      return renderCertificatePdf(
        {
          name: application.applicant.name,
          memberNo,
          categoryDescription: application.categoryDescription,
          date: application.decidedAt ?? application.submittedAt ?? '',
        },
        issuer,
        await memberVerificationUrl(db, context.env.PUBLIC_URL, memberNo),
      );
    }
  }
}

/** GET application/{kind}/{code}: the document as base64 PDF text, rendered from the data now. */
export async function applicationDocumentPdfOf(
  context: AppContext,
  session: ActiveSession,
  kind: ApplicationDocumentKind,
  code: string,
): Promise<string> {
  const application = await readableApplication(context, session, code, kind);
  return (await render(context, application, kind)).toString('base64');
}
