import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { cpdReminderMessages } from '../../../contract/cpd-compliance';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { AppContext } from '../../context';
import { publicLink } from '../../platform/link-tokens';
import { formatDay } from '../../platform/pdf/pdf-layout';
import { nowIso } from '../../platform/time';
import { sendNotice } from '../access/public';
import { getSettings } from '../settings/public';
import { progressOf, requirementFor } from './cpd-progress';
import { membersOwingCpd } from './members-owing-cpd';

/** Members looked at per pass; any left go at the next pass. */
const BATCH = 500;

export interface CpdReminderPass {
  point: string | null;
  reminded: number;
  onTrack: number;
  failed: number;
}

/**
 * The reminder point a pass on `today` works for: the latest of the year's points (MM-DD, a
 * setting) already reached. Points passed earlier are not caught up: a member gets the latest word
 * on where they stand, not several at once.
 */
export function currentReminderPoint(points: readonly string[], today: string): string | null {
  const reached = points.filter((point) => point <= today.slice(5)).sort();
  return reached.at(-1) ?? null;
}

/**
 * One pass of the CPD reminders (decision 0048): at each reminder point of the CPD year, every
 * Active member whose category has a requirement for the year and who is behind it gets one e-mail
 * and SMS with what is still needed and by when. Each member is looked at once per point: a row of
 * cpd_reminders_sent (unique per member, year and point) claims them, in the same transaction that
 * queues the messages, so of several instances only one sends and a failure is retried next pass.
 */
export async function remindCpd(
  context: AppContext,
  now: Date = new Date(),
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<CpdReminderPass> {
  const today = todayIso(now);
  const year = Number(today.slice(0, 4));
  const { minor_settings } = await getSettings(context.db);
  const point = currentReminderPoint(minor_settings.cpd_reminder_points, today);
  const pass: CpdReminderPass = { point, reminded: 0, onTrack: 0, failed: 0 };
  if (!point) return pass;
  for (const member of await membersToLookAt(context, year, point)) {
    try {
      const outcome = await remindOne(context, member, year, point);
      if (outcome === 'reminded') pass.reminded += 1;
      if (outcome === 'on-track') pass.onTrack += 1;
    } catch (error) {
      pass.failed += 1;
      log?.warn({ err: error, memberId: member.id }, 'CPD reminder failed');
    }
  }
  return pass;
}

interface MemberToRemind {
  id: number;
  category: string;
  user_id: number | null;
  email: string | null;
  phone: string | null;
}

async function membersToLookAt(context: AppContext, year: number, point: string): Promise<MemberToRemind[]> {
  return membersOwingCpd(context.db, year)
    .select([
      'member.id',
      'member.category',
      'member.user_id',
      // An account holder's own choices; the register's contacts for a member without an account.
      sql<string | null>`CASE WHEN users.id IS NULL THEN member.email
        WHEN users.email_reminders = 1 THEN users.email ELSE NULL END`.as('email'),
      sql<string | null>`CASE WHEN users.id IS NULL THEN member.phone
        WHEN users.sms_reminders = 1 THEN coalesce(users.phone_no, member.phone) ELSE NULL END`.as('phone'),
    ])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('cpd_reminders_sent as done')
            .select('done.id')
            .whereRef('done.member_id', '=', 'member.id')
            .where('done.cpd_year', '=', year)
            .where('done.point', '=', point),
        ),
      ),
    )
    .orderBy('member.id')
    .limit(BATCH)
    .execute();
}

async function remindOne(
  context: AppContext,
  member: MemberToRemind,
  year: number,
  point: string,
): Promise<'reminded' | 'on-track' | 'taken'> {
  const requirement = await requirementFor(context.db, member.category, year);
  const progress =
    member.user_id === null
      ? null
      : await progressOf(context.db, { userId: member.user_id, category: member.category }, year);
  const stillNeeded = progress ? progress.stillNeeded : (requirement?.totalPoints ?? 0);
  const structuredStillNeeded = progress
    ? progress.structuredStillNeeded
    : (requirement?.minStructuredPoints ?? 0);
  const behind = stillNeeded > 0 || structuredStillNeeded > 0;
  return context.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('cpd_reminders_sent')
      .values({ member_id: member.id, cpd_year: year, point, sent: behind ? 1 : 0, sent_at: nowIso() })
      .onConflict((oc) => oc.columns(['member_id', 'cpd_year', 'point']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return 'taken';
    if (!behind) return 'on-track';
    const due = formatDay(`${year}-12-31`);
    await sendNotice(
      { ...context, db: trx },
      { email: member.email, phone: member.phone },
      cpdReminderMessages.subject(year),
      [
        cpdReminderMessages.stillNeeded(year, stillNeeded, structuredStillNeeded, due),
        cpdReminderMessages.howTo,
      ],
      cpdReminderMessages.sms(year, stillNeeded, due),
      { label: 'Open the CPD page', url: publicLink(context.env.PUBLIC_URL, '/cpd') },
      cpdReminderMessages.footer,
    );
    return 'reminded';
  });
}
