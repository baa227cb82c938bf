import { type InvoiceSource, kesOf, paymentPurposes } from '../../../contract/money';
import { portalDayEnd, portalDayStart, portalMonth, todayIso } from '../../../contract/portal-time';
import { type IncomeReport, REVERSED_PURPOSE, UNALLOCATED_PURPOSE } from '../../../contract/reports';
import type { Db } from '../../db/database';
import type { CsvCell } from '../../platform/csv';

/** Without a range the report covers this month and the eleven before it. */
export function defaultIncomeRange(now = new Date()): { from: string; to: string } {
  const today = todayIso(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 12, 1));
  return { from: start.toISOString().slice(0, 10), to: today };
}

const purposeOf = (source: string | null): string =>
  source ? (paymentPurposes[source as InvoiceSource]?.description ?? source) : UNALLOCATED_PURPOSE;

/**
 * Money actually received: posted receipts by the month they were paid and what they paid for
 * (the invoice the payment was started for, else the invoice the receipt was allocated to), less
 * the receipts reversed by a credit note, in the month of the credit note (decision 0030): a month
 * already reported keeps its figures, and the reversal shows where it happened.
 * Sums stay in cents until the answer, so no rounding creeps into the totals.
 */
export async function incomeReport(
  db: Db,
  range: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<IncomeReport> {
  const fallback = defaultIncomeRange(now);
  const from = range.from ?? fallback.from;
  const to = range.to ?? fallback.to;
  const receipts = await db
    .selectFrom('receipts')
    .leftJoin('payments', 'payments.id', 'receipts.payment_id')
    .leftJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .select((eb) => [
      'receipts.paid_at',
      'receipts.amount_cents',
      'invoices.source_type',
      eb
        .selectFrom('receipt_allocations')
        .innerJoin('invoices as allocated', 'allocated.id', 'receipt_allocations.invoice_id')
        .select('allocated.source_type')
        .whereRef('receipt_allocations.receipt_id', '=', 'receipts.id')
        .orderBy('allocated.id')
        .limit(1)
        .as('allocated_source'),
    ])
    .where('receipts.paid_at', '>=', portalDayStart(from))
    .where('receipts.paid_at', '<', portalDayEnd(to))
    .execute();
  const reversals = await db
    .selectFrom('credit_notes')
    .select(['created_at', 'amount_cents'])
    .where('created_at', '>=', portalDayStart(from))
    .where('created_at', '<', portalDayEnd(to))
    .execute();

  const groups = new Map<string, { month: string; purpose: string; receipts: number; cents: number }>();
  for (const receipt of receipts) {
    const month = portalMonth(receipt.paid_at);
    const purpose = purposeOf(receipt.source_type ?? receipt.allocated_source ?? null);
    const key = `${month}|${purpose}`;
    const group = groups.get(key) ?? { month, purpose, receipts: 0, cents: 0 };
    group.receipts += 1;
    group.cents += Number(receipt.amount_cents);
    groups.set(key, group);
  }
  for (const reversal of reversals) {
    const month = portalMonth(reversal.created_at);
    const key = `${month}|${REVERSED_PURPOSE}`;
    const group = groups.get(key) ?? { month, purpose: REVERSED_PURPOSE, receipts: 0, cents: 0 };
    group.receipts += 1;
    group.cents -= Number(reversal.amount_cents);
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort(
    (a, b) => a.month.localeCompare(b.month) || a.purpose.localeCompare(b.purpose),
  );
  const totalCents = sorted.reduce((sum, group) => sum + group.cents, 0);
  return {
    from,
    to,
    rows: sorted.map(({ cents, ...group }) => ({ ...group, amount: kesOf(cents) })),
    totalAmount: kesOf(totalCents),
  };
}

export const incomeCsvHeader = ['Month', 'Purpose', 'Receipts', 'Amount (KES)'];
export const incomeCsvRows = (report: IncomeReport): CsvCell[][] => [
  ...report.rows.map((row) => [row.month, row.purpose, row.receipts, row.amount.toFixed(2)]),
  ['Total', null, report.rows.reduce((sum, row) => sum + row.receipts, 0), report.totalAmount.toFixed(2)],
];
