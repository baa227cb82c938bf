import { sql } from 'kysely';
import { kesOf } from '../../../contract/money';
import {
  type BillingPreview,
  LEFT_OUT_SAMPLE,
  type LeftOutGroup,
  type LeftOutReason,
  leftOutLabel,
} from '../../../contract/subscriptions';
import type { Db } from '../../db/database';

const firstDay = (period: number) => `${period}-01-01`;
const lastDay = (period: number) => `${period}-12-31`;

/**
 * The register members a period bills (decisions.md "Subscriptions"; decision 0021): every Active
 * member record, with or without a portal account, whose category has a SUBSCRIPTION charge, who
 * was a member by the period's end, and whose admission fee does not cover the period (a category
 * setting). The billing pass walks them in register id order from `afterMemberId`.
 */
export function billableMembers(db: Db, period: number, afterMemberId = 0) {
  return db
    .selectFrom('member_register as member')
    .innerJoin('membership_categories as category', 'category.code', 'member.category')
    .innerJoin('category_charges as charge', (join) =>
      join
        .onRef('charge.category_code', '=', 'member.category')
        .on('charge.charge_item', '=', 'SUBSCRIPTION'),
    )
    .where('member.status', '=', 'Active')
    .where((eb) =>
      eb.or([eb('member.admitted_on', 'is', null), eb('member.admitted_on', '<=', lastDay(period))]),
    )
    .where((eb) =>
      eb.or([
        eb('category.admission_covers_first_period', '=', 0),
        eb('member.admitted_on', 'is', null),
        eb('member.admitted_on', '<', firstDay(period)),
      ]),
    )
    .where('member.id', '>', afterMemberId);
}

/** Whether the member already has the period's subscription invoice. */
const billedFor = (period: number) =>
  sql<boolean>`EXISTS (SELECT 1 FROM invoices i WHERE i.member_id = member.id
    AND i.source_type = 'SUBSCRIPTION' AND i.source_ref = ${String(period)})`;

/** GET admin/subscriptions/preview: who a run of `period` bills now and who it leaves out, and why. */
export async function previewBilling(db: Db, period: number): Promise<BillingPreview> {
  const byCategory = await billableMembers(db, period)
    .where(sql<boolean>`NOT ${billedFor(period)}`)
    .select([
      'member.category',
      sql<number | string>`count(*)`.as('members'),
      sql<number | string>`sum(CASE WHEN member.user_id IS NULL THEN 1 ELSE 0 END)`.as('without_account'),
      sql<number | string>`sum(charge.amount_cents)`.as('cents'),
    ])
    .groupBy('member.category')
    .orderBy('member.category')
    .execute();
  const already = await billableMembers(db, period)
    .where(billedFor(period))
    .select(sql<number | string>`count(*)`.as('members'))
    .executeTakeFirstOrThrow();
  const sum = (pick: (row: (typeof byCategory)[number]) => number | string) =>
    byCategory.reduce((total, row) => total + Number(pick(row)), 0);
  return {
    period,
    toBill: sum((row) => row.members),
    toBillWithoutAccount: sum((row) => row.without_account),
    alreadyBilled: Number(already.members),
    amount: kesOf(sum((row) => row.cents)),
    byCategory: byCategory.map((row) => ({
      category: row.category,
      members: Number(row.members),
      amount: kesOf(Number(row.cents)),
    })),
    leftOut: await leftOutOf(db, period),
  };
}

/** The members a run of `period` leaves out, grouped by why, each group with its first few names. */
export async function leftOutOf(db: Db, period: number): Promise<LeftOutGroup[]> {
  const hasCharge = sql<boolean>`EXISTS (SELECT 1 FROM category_charges c
    WHERE c.category_code = member.category AND c.charge_item = 'SUBSCRIPTION')`;
  const coveredByAdmission = sql<boolean>`EXISTS (SELECT 1 FROM membership_categories mc
    WHERE mc.code = member.category AND mc.admission_covers_first_period = 1)`;
  const reasonSql = sql<LeftOutReason | null>`CASE
    WHEN member.status <> 'Active' THEN 'status'
    WHEN member.admitted_on > ${lastDay(period)} THEN 'admittedAfter'
    WHEN NOT ${hasCharge} THEN 'noCharge'
    WHEN member.admitted_on >= ${firstDay(period)} AND ${coveredByAdmission} THEN 'admissionCovers'
    END`;
  const subjectSql = sql<string>`CASE WHEN member.status <> 'Active' THEN member.status
    WHEN member.admitted_on > ${lastDay(period)} THEN '' ELSE member.category END`;
  const classified = db
    .selectFrom('member_register as member')
    .select([
      'member.id',
      'member.member_no',
      'member.first_name',
      'member.last_name',
      reasonSql.as('reason'),
      subjectSql.as('subject'),
    ])
    .as('classified');
  const groups = await db
    .selectFrom(classified)
    .select(['reason', 'subject', sql<number | string>`count(*)`.as('members')])
    .where('reason', 'is not', null)
    .groupBy(['reason', 'subject'])
    .orderBy('reason')
    .orderBy('subject')
    .execute();
  return Promise.all(
    groups.map(async (group) => {
      const reason = group.reason as LeftOutReason;
      const sample = await db
        .selectFrom(classified)
        .select(['member_no', 'first_name', 'last_name'])
        .where('reason', '=', reason)
        .where('subject', '=', group.subject)
        .orderBy('id')
        .limit(LEFT_OUT_SAMPLE)
        .execute();
      return {
        reason,
        subject: group.subject,
        label: leftOutLabel(reason, group.subject, period),
        count: Number(group.members),
        members: sample.map((row) => ({
          memberNo: row.member_no,
          name: `${row.first_name} ${row.last_name}`,
        })),
      };
    }),
  );
}
