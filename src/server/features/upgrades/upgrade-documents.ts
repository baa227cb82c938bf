import { upgradeMessages } from '../../../contract/upgrades';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { type Issuer, issuerOf } from '../../platform/pdf/issuer';
import {
  createDocument,
  drawLetterhead,
  drawTitleBlock,
  formatAmount,
  formatDay,
  toBuffer,
} from '../../platform/pdf/pdf-layout';
import { mayReadDocument } from '../../platform/policies';
import type { ActiveSession } from '../../platform/sessions';
import { drawFacts, drawHeading, renderLetter } from '../application-documents/public';
import { feeStateOf } from '../applications/public';
import { partyOf } from '../billing/public';
import type { UpgradeRow } from './upgrade-review';

export type UpgradeDocumentKind = 'report' | 'acceptanceLetter';

/** When each document exists: the report once submitted (always, for an upgrade), the letter once Approved. */
const issued: Record<UpgradeDocumentKind, (upgrade: UpgradeRow) => boolean> = {
  report: () => true,
  acceptanceLetter: (upgrade) => upgrade.status === 'Approved',
};

async function categoryDescription(context: AppContext, code: string): Promise<string> {
  const row = await context.db
    .selectFrom('membership_categories')
    .select('description')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.description ?? code;
}

async function renderReport(context: AppContext, upgrade: UpgradeRow, issuer: Issuer): Promise<Buffer> {
  const party = await partyOf(context.db, upgrade.user_id);
  const fee = await feeStateOf(context.db, upgrade.user_id, upgrade.upgrade_no, 'UPGRADE');
  const doc = createDocument(`Upgrade application ${upgrade.upgrade_no}`, issuer);
  drawLetterhead(doc, issuer);
  drawTitleBlock(doc, 'Upgrade Application', [
    ['Code', upgrade.upgrade_no],
    ['Submitted', formatDay(upgrade.submitted_at)],
    ['Status', upgrade.status],
  ]);
  drawHeading(doc, 'Member');
  drawFacts(doc, [
    ['Name', party.name],
    ['Member number', upgrade.member_no],
    ['E-mail', party.email],
  ]);
  drawHeading(doc, 'Upgrade');
  drawFacts(doc, [
    ['From category', await categoryDescription(context, upgrade.from_category)],
    ['To category', await categoryDescription(context, upgrade.to_category)],
    ['Period', String(upgrade.subs_period)],
    ['Upgrade fee', formatAmount(upgrade.amount_cents)],
    ['Paid', formatAmount(fee.paidCents)],
    ['Proforma invoice', fee.invoiceNo ?? ''],
    ['Receipts', fee.receiptNos.join(', ')],
  ]);
  return toBuffer(doc);
}

async function renderAcceptanceLetter(context: AppContext, upgrade: UpgradeRow, issuer: Issuer) {
  const party = await partyOf(context.db, upgrade.user_id);
  const to = await categoryDescription(context, upgrade.to_category);
  return renderLetter(
    {
      code: upgrade.upgrade_no,
      decidedAt: upgrade.decided_at,
      submittedAt: upgrade.submitted_at,
      applicant: { name: party.name, idNumber: '', email: party.email, phone: '' },
    },
    issuer,
    {
      title: 'Acceptance letter',
      subject: `Upgrade application ${upgrade.upgrade_no}: acceptance`,
      paragraphs: [
        `We are pleased to inform you that your application to upgrade your membership of ${issuer.name} to the category ${to} has been approved.`,
        `Your member number remains ${upgrade.member_no}. Please quote it in all correspondence with us.`,
        'Your new category applies from today, including its subscription from your next billing period.',
      ],
    },
  );
}

/**
 * POST upgrade/upgrade-report and upgrade/acceptance-letter: the document as base64 PDF text, in a
 * list (spec 3 §7: the first item is used). An unknown code, someone else's upgrade and a document
 * not issued yet all answer the same 404; staff may read every upgrade's documents.
 */
export async function upgradeDocumentPdfOf(
  context: AppContext,
  session: ActiveSession,
  kind: UpgradeDocumentKind,
  code: string,
): Promise<string[]> {
  const upgrade = await context.db
    .selectFrom('upgrades')
    .selectAll()
    .where('upgrade_no', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!upgrade || !mayReadDocument(session.user, upgrade.user_id, context.policy) || !issued[kind](upgrade)) {
    throw notFound(upgradeMessages.documentNotFound);
  }
  const issuer = await issuerOf(context.db);
  const pdf =
    kind === 'report'
      ? await renderReport(context, upgrade, issuer)
      : await renderAcceptanceLetter(context, upgrade, issuer);
  return [pdf.toString('base64')];
}
