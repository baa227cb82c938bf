import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import {
  type LicenceReviewCounts,
  type LicenceShownStatus,
  licenceReviewStatuses,
} from '../../../contract/licences';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

type Licences = SelectQueryBuilder<Database, 'licence_applications', object>;

/**
 * The application's fee is paid in full: its LICENSE invoice has receipts allocated up to its total.
 * The same rule as isPaid(licenceFeeOf(...)), in SQL, so the queue can filter before its limit.
 */
const feePaid = (eb: ExpressionBuilder<Database, 'licence_applications'>) =>
  eb.exists(
    eb
      .selectFrom('invoices')
      .select(sql<number>`1`.as('one'))
      .whereRef('invoices.user_id', '=', 'licence_applications.user_id')
      .whereRef('invoices.source_ref', '=', 'licence_applications.application_no')
      .where('invoices.source_type', '=', 'LICENSE')
      .where(
        (inner) =>
          inner
            .selectFrom('receipt_allocations')
            .select(sql<number>`coalesce(sum(receipt_allocations.amount_cents), 0)`.as('paid'))
            .whereRef('receipt_allocations.invoice_id', '=', 'invoices.id'),
        '>=',
        sql.ref<number>('invoices.total_cents'),
      ),
  );

/**
 * Narrows the staff queue to one status as it is shown (licenceShownStatus, decision 0039): a stored
 * Uploaded is "Uploaded" while its fee is owed and "In Review" once paid, so the filter and the
 * column always agree. Without a status, everything with its scan in or decided.
 */
export function whereShownStatus<Q extends Licences>(query: Q, status?: LicenceShownStatus): Q {
  if (!status) return query.where('licence_applications.status', '!=', 'Submitted') as Q;
  if (status === 'Uploaded' || status === 'In Review') {
    const paid = status === 'In Review';
    return query
      .where('licence_applications.status', '=', 'Uploaded')
      .where((eb) => (paid ? feePaid(eb) : eb.not(feePaid(eb)))) as Q;
  }
  return query.where('licence_applications.status', '=', status) as Q;
}

/** GET review/licences/counts: how many applications each status of the staff filter holds. */
export async function licenceReviewCounts(db: Db): Promise<LicenceReviewCounts> {
  const counts = await Promise.all(
    licenceReviewStatuses.map(async (status) => {
      const row = await whereShownStatus(db.selectFrom('licence_applications'), status)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return [status, Number(row.count)] as const;
    }),
  );
  return Object.fromEntries(counts) as LicenceReviewCounts;
}
