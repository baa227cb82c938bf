import type { NextStep } from '../../../contract/dashboard';
import { licenceRoutes } from '../../../contract/licence-routes';
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

  const unsigned = await db
    .selectFrom('licence_applications')
    .select('application_no')
    .where('user_id', '=', userId)
    .where('status', '=', 'Submitted')
    .orderBy('id')
    .execute();
  for (const licence of unsigned)
    steps.push({
      kind: 'upload-licence-form',
      to: licenceRoutes.document(licence.application_no),
      reference: licence.application_no,
      amount: null,
      items: [],
    });

  const profile = await db
    .selectFrom('profiles')
    .select(['id', 'member_no'])
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
  const waiting = profile ? await refereesYetToAnswer(context, userId, profile.id) : [];
  if (waiting.length > 0)
    steps.push({
      kind: 'await-referees',
      to: '/profile?tab=referees',
      reference: null,
      amount: null,
      items: waiting,
    });
  return steps;
}

/** Once an application is with the reviewers, the referees who have not answered yet, by name. */
async function refereesYetToAnswer(
  context: AppContext,
  userId: number,
  profileId: number,
): Promise<string[]> {
  const inReview = await context.db
    .selectFrom('applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['Open', 'Verified', 'Committee Review', 'Board Review'])
    .executeTakeFirst();
  if (!inReview) return [];
  const referees = await context.db
    .selectFrom('profile_referees')
    .select('name')
    .where('profile_id', '=', profileId)
    .where('response', 'is', null)
    .orderBy('entry_no')
    .execute();
  return referees.map((referee) => referee.name);
}
