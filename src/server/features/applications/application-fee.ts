import { vatIncludedIn } from '../../../contract/money';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { Db } from '../../db/database';
import { addDays } from '../../platform/time';
import { type InvoiceRow, raiseInvoice } from '../billing/public';

/** How long an applicant has to pay the fee; the application waits at Open until it is paid. */
const FEE_DUE_DAYS = 30;

/** The category's APPLICATION charge, including VAT, in cents; 0 when the category charges none. */
export async function applicationChargeOf(db: Db, category: string): Promise<number> {
  const charge = await db
    .selectFrom('category_charges')
    .select('amount_cents')
    .where('category_code', '=', category)
    .where('charge_item', '=', 'APPLICATION')
    .executeTakeFirst();
  return charge?.amount_cents ?? 0;
}

/**
 * The application-fee invoice (decisions.md: raised on submission). One per application: a
 * re-submission after a return for correction answers the invoice already posted.
 */
export async function raiseApplicationFee(
  db: Db,
  application: { user_id: number; application_no: string; category: string },
): Promise<InvoiceRow> {
  const cents = await applicationChargeOf(db, application.category);
  const category = await db
    .selectFrom('membership_categories')
    .select('description')
    .where('code', '=', application.category)
    .executeTakeFirst();
  const today = todayIso();
  return raiseInvoice(db, {
    userId: application.user_id,
    source: 'APPLICATION',
    sourceRef: application.application_no,
    description: `Application fee: ${category?.description ?? application.category}`,
    lines: [
      {
        description: `Membership application ${application.application_no}`,
        quantity: 1,
        unitCents: cents,
        vatCents: vatIncludedIn(cents),
      },
    ],
    documentDate: today,
    dueDate: addDays(today, FEE_DUE_DAYS),
  });
}
