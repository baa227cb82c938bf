import type { FastifyBaseLogger } from 'fastify';
import type { ApplicationStatus } from '../../../contract/applications';
import type { AppContext } from '../../context';
import { issueRefereeRequest, lockProfile } from '../profile/public';

const DAY_MS = 24 * 60 * 60_000;
/** Reminders per pass; any left over are due at the next pass, an hour later. */
const BATCH = 200;
/** Decided applications need no reference any more. */
const decided: ApplicationStatus[] = ['Released', 'Rejected'];

export interface ReminderPass {
  reminded: number;
  /** Reminders that could not be sent this pass (e.g. a rate limit); they are tried again next pass. */
  failed: number;
}

/**
 * One pass of the referee reminders (issue 6): every referee who has not answered, whose live
 * request (unused, unexpired) was sent or last reminded REFEREE_REMINDER_DAYS ago or earlier and who
 * had fewer than REFEREE_REMINDER_MAX reminders, gets a fresh request e-mail worded as a reminder.
 * Only the code's hash is stored, so a reminder cannot repeat the old link: like Resend Email it
 * issues a new one and the old one answers 410. Nothing goes out once the applicant's application
 * was released or rejected, or after the applicant removed the referee (the row and its requests go).
 */
export async function remindReferees(
  context: AppContext,
  now: Date = new Date(),
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ReminderPass> {
  const { db, env } = context;
  const nowText = now.toISOString();
  const dueBefore = new Date(now.getTime() - env.REFEREE_REMINDER_DAYS * DAY_MS).toISOString();
  const due = await db
    .selectFrom('referee_requests as request')
    .innerJoin('profile_referees as referee', 'referee.id', 'request.referee_id')
    .innerJoin('profiles as profile', 'profile.id', 'referee.profile_id')
    .select([
      'request.id as requestId',
      'request.last_reminded_at as lastRemindedAt',
      'request.reminders_sent as remindersSent',
      'referee.id as refereeId',
      'profile.user_id as userId',
    ])
    .where('referee.response', 'is', null)
    .where('request.used_at', 'is', null)
    .where('request.expires_at', '>', nowText)
    .where('request.reminders_sent', '<', env.REFEREE_REMINDER_MAX)
    .where((eb) => eb(eb.fn.coalesce('request.last_reminded_at', 'request.created_at'), '<=', dueBefore))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applications')
            .select('applications.id')
            .whereRef('applications.user_id', '=', 'profile.user_id')
            .where('applications.status', 'in', decided),
        ),
      ),
    )
    .orderBy('request.id')
    .limit(BATCH)
    .execute();

  const pass: ReminderPass = { reminded: 0, failed: 0 };
  for (const candidate of due) {
    try {
      if (await remindOne(context, candidate, nowText)) pass.reminded += 1;
    } catch (error) {
      pass.failed += 1;
      log?.warn({ err: error, refereeId: candidate.refereeId }, 'referee reminder failed');
    }
  }
  return pass;
}

interface Candidate {
  requestId: number;
  lastRemindedAt: string | null;
  remindersSent: number;
  refereeId: number;
  userId: number;
}

/**
 * Claims the reminder, then issues it, in one transaction: the claim is a conditional update on the
 * last_reminded_at this pass read, so of two instances reading the same request only one updates it;
 * the other (on PostgreSQL it waits for the first to commit, then finds the value changed) sends
 * nothing. A failure rolls the claim back, so the next pass tries again.
 */
async function remindOne(context: AppContext, candidate: Candidate, nowText: string): Promise<boolean> {
  return context.db.transaction().execute(async (trx) => {
    // The applicant's own edits of referees lock the profile first too, so both take turns.
    await lockProfile(trx, candidate.userId);
    const claimed = await trx
      .updateTable('referee_requests')
      .set({ last_reminded_at: nowText })
      .where('id', '=', candidate.requestId)
      .where('used_at', 'is', null)
      .where((eb) =>
        candidate.lastRemindedAt === null
          ? eb('last_reminded_at', 'is', null)
          : eb('last_reminded_at', '=', candidate.lastRemindedAt),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const referee = await trx
      .selectFrom('profile_referees')
      .selectAll()
      .where('id', '=', candidate.refereeId)
      .where('response', 'is', null)
      .executeTakeFirst();
    if (!referee) return false;
    return issueRefereeRequest({ ...context, db: trx }, referee, {
      remindersSent: candidate.remindersSent + 1,
      remindedAt: nowText,
    });
  });
}
