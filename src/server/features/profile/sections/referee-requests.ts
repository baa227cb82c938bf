import type { Selectable } from 'kysely';
import { REFEREE_LINK_DAYS, refereeMessages, sectionMessages } from '../../../../contract/profile-sections';
import { encodeRouteText } from '../../../../contract/route-values';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import type { ProfileRefereesTable } from '../../../db/schema';
import { conflict, notFound } from '../../../platform/errors';
import { publicLink } from '../../../platform/link-tokens';
import { consumeRateLimit } from '../../../platform/rate-limit';
import { isoIn, nowIso } from '../../../platform/time';
import { hashToken, newToken } from '../../../platform/tokens';
import { senderName, sendSecretNotice } from '../../access/public';
import { lockProfile } from './entries';

/**
 * The requests e-mailed to referees (decisions.md "Referees"): each carries a fresh random code in a
 * link to the answer page; only the code's hash is stored, it expires after REFEREE_LINK_DAYS and
 * works once. A new request voids the referee's earlier unused ones. The e-mail goes to the address
 * the portal holds for the member, never to the one the applicant typed: otherwise an applicant could
 * answer their own reference, or mail any address through the portal.
 */

export type RefereeRow = Selectable<ProfileRefereesTable>;

const LINK_TTL_MS = REFEREE_LINK_DAYS * 24 * 60 * 60_000;

/** The answer page's path (spec 2 §2.10): the referee's member number and the code, both base64. */
export const refereeResponsePath = (memberNo: string, code: string) =>
  `/profile/response/${encodeRouteText(memberNo)}/${encodeRouteText(code)}`;

/** Voids the referee's requests not used yet, e.g. when a new one is sent or the referee changed. */
export async function voidRefereeRequests(db: Db, refereeId: number): Promise<void> {
  await db
    .updateTable('referee_requests')
    .set({ used_at: nowIso() })
    .where('referee_id', '=', refereeId)
    .where('used_at', 'is', null)
    .execute();
}

/** Where a member's request goes: their account's e-mail, else the register's; null when neither is known. */
export interface RefereeRecipient {
  email: string | null;
  /** First and last name as the register has them. */
  name: string;
}

/**
 * The member's e-mail on record: the account e-mail of the user whose profile carries the member
 * number, else the register's e-mail. The greeting uses the register's name, not the typed Name.
 */
export async function refereeRecipient(db: Db, memberNo: string): Promise<RefereeRecipient> {
  const member = await db
    .selectFrom('member_register')
    .select(['first_name', 'last_name', 'email'])
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
  const account = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select('users.email')
    .where('profiles.member_no', '=', memberNo)
    .orderBy('profiles.id')
    .executeTakeFirst();
  const email = account?.email.trim() || member?.email?.trim() || null;
  const name = [member?.first_name, member?.last_name].filter((part) => part?.trim()).join(' ');
  return { email, name: name || 'Member' };
}

/** A reminder (features/referee-reminders): how many the new request counts, and when it was sent. */
export interface RefereeReminder {
  remindersSent: number;
  remindedAt: string;
}

/**
 * Issues a new request for `referee` and queues its e-mail to the member's address on record; false,
 * with the earlier links voided and nothing sent, when the member has none. Call inside the write's
 * transaction (`context.db`), so the e-mail exists only if the change does. 429 when this referee, or
 * referees of this profile, were e-mailed too often, so nobody can flood an inbox through the portal.
 * With `reminder`, the e-mail says it is one and the new request carries the reminder count on.
 */
export async function issueRefereeRequest(
  context: AppContext,
  referee: RefereeRow,
  reminder?: RefereeReminder,
): Promise<boolean> {
  const { db } = context;
  const recipient = await refereeRecipient(db, referee.member_no);
  if (recipient.email === null) {
    await voidRefereeRequests(db, referee.id);
    return false;
  }
  for (const rule of ['refereeEmailsPerMinute', 'refereeEmailsPerHour'] as const) {
    await consumeRateLimit(db, rule, referee);
  }
  await consumeRateLimit(db, 'refereeEmailsPerProfile', referee.profile_id);
  await voidRefereeRequests(db, referee.id);
  const code = newToken();
  const now = nowIso();
  await db
    .insertInto('referee_requests')
    .values({
      referee_id: referee.id,
      code_hash: hashToken(code),
      expires_at: isoIn(LINK_TTL_MS),
      used_at: null,
      created_at: now,
      last_reminded_at: reminder?.remindedAt ?? null,
      reminders_sent: reminder?.remindersSent ?? 0,
    })
    .execute();
  const applicant = await db
    .selectFrom('profiles')
    .select(['first_name', 'second_name', 'last_name'])
    .where('id', '=', referee.profile_id)
    .executeTakeFirstOrThrow();
  const applicantName = [applicant.first_name, applicant.second_name, applicant.last_name]
    .filter((part) => part?.trim())
    .join(' ');
  await queueRequestEmail(context, {
    to: recipient.email,
    refereeName: recipient.name,
    applicantName,
    url: publicLink(context.env.PUBLIC_URL, refereeResponsePath(referee.member_no, code)),
    reminder: reminder !== undefined,
  });
  return true;
}

/**
 * POST /api/profile/referee/send_email: a new request to one of the caller's referees, named by
 * EntryNo. 404 like any section for an entry that is not theirs; 409 once the referee has answered
 * or when the member has no e-mail on record.
 */
export async function resendRefereeRequest(
  context: AppContext,
  userId: number,
  entryNo: number,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const profileRowId = await lockProfile(trx, userId);
    const referee = await trx
      .selectFrom('profile_referees')
      .selectAll()
      .where('profile_id', '=', profileRowId)
      .where('entry_no', '=', entryNo)
      .executeTakeFirst();
    if (!referee) throw notFound(sectionMessages.entryNotFound);
    if (referee.response !== null) throw conflict(refereeMessages.alreadyResponded);
    const sent = await issueRefereeRequest({ ...context, db: trx }, referee);
    if (!sent) throw conflict(refereeMessages.noEmailOnRecord);
  });
}

/**
 * The referee a link's code was issued for, while the code is unused and unexpired; undefined for
 * any other code. The answer page reads the request with it and claims it with `claimRefereeRequest`.
 */
export async function findRefereeRequest(db: Db, code: string): Promise<RefereeRow | undefined> {
  return db
    .selectFrom('referee_requests as request')
    .innerJoin('profile_referees as referee', 'referee.id', 'request.referee_id')
    .selectAll('referee')
    .where('request.code_hash', '=', hashToken(code))
    .where('request.used_at', 'is', null)
    .where('request.expires_at', '>', nowIso())
    .executeTakeFirst();
}

/** Marks a code used; true only for the one caller that claimed a still-valid code. */
export async function claimRefereeRequest(db: Db, code: string): Promise<boolean> {
  const claimed = await db
    .updateTable('referee_requests')
    .set({ used_at: nowIso() })
    .where('code_hash', '=', hashToken(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

async function queueRequestEmail(
  context: AppContext,
  message: { to: string; refereeName: string; applicantName: string; url: string; reminder: boolean },
): Promise<void> {
  const organisation = await senderName(context);
  const paragraphs = [
    `Dear ${message.refereeName},`,
    message.reminder
      ? `This is a reminder: ${message.applicantName} has named you as a referee in their application for membership of ${organisation}, and we have not received your answer yet.`
      : `${message.applicantName} has named you as a referee in their application for membership of ${organisation}.`,
    'Please open the link below to answer a few short questions about them, or to decline.',
    message.reminder
      ? `This link replaces the one in our earlier e-mail, which no longer works. It works once and expires in ${REFEREE_LINK_DAYS} days.`
      : `The link works once and expires in ${REFEREE_LINK_DAYS} days.`,
  ];
  await sendSecretNotice(
    context,
    { email: message.to },
    `${message.reminder ? 'reminder: ' : ''}reference request from ${message.applicantName}`,
    paragraphs,
    '',
    { label: 'Answer the reference request', url: message.url },
    'If you do not know the applicant, you can ignore this message.',
  );
}
