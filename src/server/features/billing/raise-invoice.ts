import type { Selectable } from 'kysely';
import type { InvoiceSource } from '../../../contract/money';
import { CURRENCY } from '../../../contract/money';
import type { Db } from '../../db/database';
import { formatInvoiceNo } from '../../db/identifiers';
import type { InvoicesTable } from '../../db/schema';
import { nowIso } from '../../platform/time';
import { refreshMemberStanding } from '../member-search/public';
import { memberIdOfUser, partyKey } from './party';

export interface InvoiceLineInput {
  description: string;
  quantity: number;
  unitCents: number;
  /** The VAT included in the line's amount (charges are quoted including VAT). */
  vatCents: number;
}

export interface RaiseInvoiceInput {
  /**
   * The account billed; null bills a member record without an account (staff raising an invoice
   * on the member page), and `memberId` must then name it.
   */
  userId: number | null;
  /** The member record billed; by default the one the account is linked to, if any (billing/party.ts). */
  memberId?: number | null;
  source: InvoiceSource;
  /** The source document's own number: one invoice per source document. */
  sourceRef: string;
  description: string;
  lines: InvoiceLineInput[];
  /** YYYY-MM-DD */
  documentDate: string;
  /** YYYY-MM-DD */
  dueDate: string;
}

export type InvoiceRow = Selectable<InvoicesTable>;

/**
 * Posts the invoice of a source document (an application fee, a subscription, …) with its lines.
 * A member's source is billed once: raising it again answers the invoice already posted, so a
 * retried submission or billing run cannot bill anyone twice. The source key is the member's (a
 * subscription's reference is its period, the same for every member). Call inside the caller's
 * transaction: the Member Checker's standing of the member changes with it.
 */
export async function raiseInvoice(db: Db, input: RaiseInvoiceInput): Promise<InvoiceRow> {
  if (input.userId === null && (input.memberId ?? null) === null)
    throw new Error('An invoice bills an account, a member record or both');
  // The account's key while there is an account, else the record's: both are unique per source.
  const key = partyKey(
    input.userId === null ? { memberId: input.memberId as number } : { userId: input.userId },
  );
  const existing = db
    .selectFrom('invoices')
    .selectAll()
    .where(key.column, '=', key.id)
    .where('source_type', '=', input.source)
    .where('source_ref', '=', input.sourceRef);
  const billed = await existing.executeTakeFirst();
  if (billed) return billed;
  const now = nowIso();
  const memberId =
    input.userId !== null && input.memberId === undefined
      ? await memberIdOfUser(db, input.userId)
      : (input.memberId ?? null);
  const total = input.lines.reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
  const inserted = await db
    .insertInto('invoices')
    .values({
      invoice_no: `pending-${key.column}-${key.id}-${input.source}-${input.sourceRef}`,
      user_id: input.userId,
      member_id: memberId,
      source_type: input.source,
      source_ref: input.sourceRef,
      description: input.description,
      currency: CURRENCY,
      total_cents: total,
      document_date: input.documentDate,
      due_date: input.dueDate,
      posted_at: now,
      created_at: now,
    })
    // Raised at the same moment by another request: that one's invoice is the invoice.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return existing.executeTakeFirstOrThrow();
  const { id } = inserted;
  await db
    .updateTable('invoices')
    .set({ invoice_no: formatInvoiceNo(id) })
    .where('id', '=', id)
    .execute();
  await db
    .insertInto('invoice_lines')
    .values(
      input.lines.map((line, index) => ({
        invoice_id: id,
        line_no: index + 1,
        description: line.description,
        quantity: line.quantity,
        unit_cents: line.unitCents,
        amount_cents: line.quantity * line.unitCents,
        vat_cents: line.vatCents,
      })),
    )
    .execute();
  await refreshMemberStanding(db, { memberIds: [memberId], userIds: [input.userId] });
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
