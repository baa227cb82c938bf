import type { NextStep } from '../../../contract/dashboard';
import { encodeRouteText } from '../../../contract/route-values';
import type { AppContext } from '../../context';
import type { ActiveSession } from '../../platform/sessions';
import { ledgerOf } from '../billing/public';
import { checklistFor } from '../checklist/public';

/**
 * GET dashboard/next-steps: what the member should do now, read from their record, most pressing
 * first: an unpaid invoice (oldest first), then an application not yet submitted, then (before
 * admission) the checklist items still missing. A member with none of these has nothing pending.
 */
export async function nextStepsOf(context: AppContext, session: ActiveSession): Promise<NextStep[]> {
  const { db } = context;
  const userId = session.user.id;
  const steps: NextStep[] = [];

  const unpaid = (await ledgerOf(db, { userId }))
    .filter((entry) => entry.documentType === 'Invoice' && entry.remainingAmtLCY > 0)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  for (const invoice of unpaid)
    steps.push({
      kind: 'pay-invoice',
      to: `/billing/invoice/${encodeRouteText(invoice.externalDocumentNo)}`,
      reference: invoice.externalDocumentNo,
      amount: invoice.remainingAmtLCY,
      items: [],
    });

  const profile = await db
    .selectFrom('profiles')
    .select('member_no')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const isMember = Boolean(profile?.member_no?.trim());
  if (isMember) return steps;

  const draft = await db
    .selectFrom('applications')
    .select('category')
    .where('user_id', '=', userId)
    .where('status', '=', 'New')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const category = draft?.category ?? session.user.category;
  const missing = category
    ? (await checklistFor(db, userId, category, session.user.type ?? undefined)).filter((item) => !item.pass)
    : [];
  if (missing.length > 0)
    steps.push({
      kind: 'complete-profile',
      to: '/checklist',
      reference: null,
      amount: null,
      items: missing.map((item) => item.description),
    });
  if (draft)
    steps.push({ kind: 'submit-application', to: '/application', reference: null, amount: null, items: [] });
  return steps;
}
