import { sql } from 'kysely';
import { type Balance, kesOf, type LedgerEntry } from '../../../contract/money';
import { portalDay as day, todayIso } from '../../../contract/portal-time';
import type { Db } from '../../db/database';
import { type LedgerParty, partyKey } from './party';

/** What receipts have allocated to an invoice so far, in cents. */
export async function paidOn(db: Db, invoiceId: number): Promise<number> {
  const row = await db
    .selectFrom('receipt_allocations')
    .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('cents'))
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** What is still owed on an invoice, in cents: its total less what receipts allocated to it. */
export async function remainingOf(db: Db, invoiceId: number): Promise<number> {
  const invoice = await db
    .selectFrom('invoices')
    .select('total_cents')
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return invoice.total_cents - (await paidOn(db, invoiceId));
}

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * An invoice's state on `today` (decisions.md "Good standing": overdue is past the due date with
 * something owed; on the due date itself it is still due, today).
 */
export function dueStateOf(
  remainingCents: number,
  dueDate: string,
  today: string,
): NonNullable<LedgerEntry['dueState']> {
  if (remainingCents <= 0) return { kind: 'paid', days: 0 };
  const days = daysBetween(today, dueDate);
  return days < 0 ? { kind: 'overdue', days: -days } : { kind: 'due', days };
}

/** The order of lines posted on the same day: what was billed before what paid it. */
const typeOrder: Record<LedgerEntry['documentType'], number> = { Invoice: 0, 'Credit note': 1, Receipt: 2 };

/**
 * The member's statement (spec 3 §2.6, §3 "Ledger entry"), derived from posted invoices (debits)
 * and receipts (credits); never typed in (decisions.md "Money"). Oldest first by posting day, so the
 * running balance after each line reads down the page (decision 0033).
 */
export async function ledgerOf(db: Db, party: LedgerParty, today = todayIso()): Promise<LedgerEntry[]> {
  const key = partyKey(party);
  const invoices = await db
    .selectFrom('invoices')
    .leftJoin('receipt_allocations', 'receipt_allocations.invoice_id', 'invoices.id')
    .select([
      'invoices.invoice_no',
      'invoices.source_type',
      'invoices.description',
      'invoices.total_cents',
      'invoices.document_date',
      'invoices.due_date',
      'invoices.posted_at',
      sql<number>`coalesce(sum(receipt_allocations.amount_cents), 0)`.as('allocated'),
    ])
    .where(`invoices.${key.column}` as const, '=', key.id)
    .groupBy([
      'invoices.id',
      'invoices.invoice_no',
      'invoices.source_type',
      'invoices.description',
      'invoices.total_cents',
      'invoices.document_date',
      'invoices.due_date',
      'invoices.posted_at',
    ])
    .execute();
  const receipts = await db
    .selectFrom('receipts')
    .select(['receipt_no', 'method', 'amount_cents', 'paid_at', 'posted_at'])
    .where(key.column, '=', key.id)
    .execute();
  const creditNotes = await db
    .selectFrom('credit_notes')
    .innerJoin('receipts', 'receipts.id', 'credit_notes.receipt_id')
    .select([
      'credit_notes.credit_note_no',
      'credit_notes.amount_cents',
      'credit_notes.created_at',
      'receipts.receipt_no',
    ])
    .where(`credit_notes.${key.column}` as const, '=', key.id)
    .execute();
  type Unbalanced = Omit<LedgerEntry, 'runningBalanceLCY'> & { sortKey: string; cents: number };
  const entries: Unbalanced[] = [
    ...invoices.map((invoice) => ({
      sortKey: invoice.posted_at,
      cents: invoice.total_cents,
      documentNo: invoice.invoice_no,
      documentType: 'Invoice' as const,
      description: invoice.description,
      amountLCY: kesOf(invoice.total_cents),
      remainingAmtLCY: kesOf(invoice.total_cents - Number(invoice.allocated)),
      dueDate: invoice.due_date,
      postingDate: day(invoice.posted_at),
      documentDate: invoice.document_date,
      externalDocumentNo: invoice.invoice_no,
      source: invoice.source_type,
      dueState: dueStateOf(invoice.total_cents - Number(invoice.allocated), invoice.due_date, today),
    })),
    ...receipts.map((receipt) => ({
      sortKey: receipt.posted_at,
      cents: -receipt.amount_cents,
      documentNo: receipt.receipt_no,
      documentType: 'Receipt' as const,
      description: `Payment by ${receipt.method}`,
      amountLCY: -kesOf(receipt.amount_cents),
      remainingAmtLCY: 0,
      dueDate: day(receipt.paid_at),
      postingDate: day(receipt.posted_at),
      documentDate: day(receipt.paid_at),
      externalDocumentNo: receipt.receipt_no,
      source: null,
      dueState: null,
    })),
    // A reversed receipt stays on the statement; its credit note cancels it (decision 0030).
    ...creditNotes.map((note) => ({
      sortKey: note.created_at,
      cents: note.amount_cents,
      documentNo: note.credit_note_no,
      documentType: 'Credit note' as const,
      description: `Reversal of receipt ${note.receipt_no}`,
      amountLCY: kesOf(note.amount_cents),
      remainingAmtLCY: 0,
      dueDate: day(note.created_at),
      postingDate: day(note.created_at),
      documentDate: day(note.created_at),
      externalDocumentNo: note.credit_note_no,
      source: null,
      dueState: null,
    })),
  ];
  entries.sort(
    (a, b) =>
      a.postingDate.localeCompare(b.postingDate) ||
      typeOrder[a.documentType] - typeOrder[b.documentType] ||
      a.sortKey.localeCompare(b.sortKey) ||
      a.documentNo.localeCompare(b.documentNo),
  );
  let runningCents = 0;
  return entries.map(({ sortKey: _sortKey, cents, ...entry }) => {
    runningCents += cents;
    return { ...entry, runningBalanceLCY: kesOf(runningCents) };
  });
}

/**
 * What is still owed split by due date on `today`: past due (the arrears) and not yet due, with the
 * nearest due date of the latter.
 */
async function owedByDueDate(db: Db, party: LedgerParty, today: string) {
  const key = partyKey(party);
  const open = await db
    .selectFrom('invoices')
    .select([
      'due_date',
      sql<number>`total_cents - (SELECT coalesce(sum(a.amount_cents), 0) FROM receipt_allocations a
        WHERE a.invoice_id = invoices.id)`.as('remaining'),
    ])
    .where(key.column, '=', key.id)
    .execute();
  let overdue = 0;
  let notYetDue = 0;
  let nextDueDate: string | null = null;
  for (const invoice of open) {
    const remaining = Number(invoice.remaining);
    if (remaining <= 0) continue;
    if (invoice.due_date < today) overdue += remaining;
    else {
      notYetDue += remaining;
      if (nextDueDate === null || invoice.due_date < nextDueDate) nextDueDate = invoice.due_date;
    }
  }
  return { overdueLCY: kesOf(overdue), notYetDueLCY: kesOf(notYetDue), nextDueDate };
}

/**
 * GET billing/balance: posted invoices less receipts plus the credit notes that reversed receipts;
 * below zero is the member's credit.
 */
export async function balanceOf(db: Db, party: LedgerParty, today = todayIso()): Promise<Balance> {
  const key = partyKey(party);
  const billed = await db
    .selectFrom('invoices')
    .select(sql<number>`coalesce(sum(total_cents), 0)`.as('cents'))
    .where(key.column, '=', key.id)
    .executeTakeFirstOrThrow();
  const paid = await db
    .selectFrom('receipts')
    .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('cents'))
    .where(key.column, '=', key.id)
    .executeTakeFirstOrThrow();
  const reversed = await db
    .selectFrom('credit_notes')
    .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('cents'))
    .where(key.column, '=', key.id)
    .executeTakeFirstOrThrow();
  return {
    BalanceLCY: kesOf(Number(billed.cents) - Number(paid.cents) + Number(reversed.cents)),
    ...(await owedByDueDate(db, party, today)),
  };
}
