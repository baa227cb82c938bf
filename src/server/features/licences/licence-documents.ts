import { licenceMessages } from '../../../contract/licences';
import { encodeRouteText } from '../../../contract/route-values';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { issuerOf } from '../../platform/pdf/issuer';
import type { ActiveSession } from '../../platform/sessions';
import { invoicePdfOf } from '../billing-documents/public';
import { memberIdentityOf } from '../subscriptions/public';
import { renderLicenceApplicationPdf } from './licence-pdfs';
import { applicationOf, findOwnLicence, licenceFeeOf } from './licence-queries';

/** GET license/application/{id}: the caller's application as a PDF, base64, to print, sign and stamp. */
export async function licenceApplicationPdfOf(
  context: AppContext,
  userId: number,
  no: string,
): Promise<string> {
  const { db } = context;
  const row = await findOwnLicence(db, userId, no);
  const identity = await memberIdentityOf(db, userId);
  const application = await applicationOf(db, row);
  // The application keeps the category it was made in; its name is the member's when unchanged.
  const categoryName =
    identity.category === application.memberCategory ? identity.categoryName : application.memberCategory;
  const pdf = await renderLicenceApplicationPdf(
    application,
    { name: identity.name, categoryName },
    await issuerOf(db),
  );
  return pdf.toString('base64');
}

/**
 * GET license/proforma/{id}: the fee invoice of the caller's application (a proforma while unpaid),
 * drawn by the billing documents; 404 until the signed scan has raised it.
 */
export async function licenceProformaPdfOf(
  context: AppContext,
  session: ActiveSession,
  no: string,
): Promise<string> {
  const row = await findOwnLicence(context.db, session.user.id, no);
  const fee = await licenceFeeOf(context.db, row);
  if (!fee.invoiceNo) throw notFound(licenceMessages.notFound);
  return invoicePdfOf(context, session, encodeRouteText(fee.invoiceNo));
}
