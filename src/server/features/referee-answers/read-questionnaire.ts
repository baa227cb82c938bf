import type { RefereeLinkQuery, RefereeQuestionnaire } from '../../../contract/referee-answers';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { consumeRateLimit } from '../../platform/rate-limit';
import { openRefereeLink } from './referee-link';

export const fullName = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** The active questions in the order staff set. */
export async function activeRefereeQuestions(db: Db) {
  return db
    .selectFrom('referee_questions')
    .select(['question_no', 'question'])
    .where('active', '=', 1)
    .orderBy('sequence')
    .orderBy('question_no')
    .execute();
}

/** The applicant's name as their profile spells it; nothing else of the profile is read. */
export async function applicantName(db: Db, profileRowId: number): Promise<string> {
  const profile = await db
    .selectFrom('profiles')
    .select(['first_name', 'second_name', 'last_name'])
    .where('id', '=', profileRowId)
    .executeTakeFirstOrThrow();
  return fullName(profile.first_name, profile.second_name, profile.last_name);
}

/**
 * GET questions (spec 2 §2.10, §7): what the answer page shows to the referee of a valid link. The
 * referee's names come from the member register, which the referee's member number was checked
 * against when they were added; the name the applicant typed is the fallback.
 */
export async function readRefereeQuestionnaire(
  context: AppContext,
  link: RefereeLinkQuery,
  clientIp: string,
): Promise<RefereeQuestionnaire> {
  const { db } = context;
  await consumeRateLimit(db, 'refereeLinkLookupsPerAddress', clientIp);
  const { referee } = await openRefereeLink(db, link);
  const member = await db
    .selectFrom('member_register')
    .select(['first_name', 'last_name'])
    .where('member_no', '=', referee.member_no)
    .executeTakeFirst();
  const [typedFirst = '', ...typedRest] = referee.name.trim().split(/\s+/);
  const questionnaire = await db
    .selectFrom('referee_questionnaire')
    .select('confirmation_statement')
    .orderBy('id')
    .executeTakeFirst();
  const questions = await activeRefereeQuestions(db);
  return {
    referee: {
      FirstName: member?.first_name ?? typedFirst,
      LastName: member?.last_name ?? typedRest.join(' '),
    },
    applicant: await applicantName(db, referee.profile_id),
    ConfirmationStatement: { confirmationStatement: questionnaire?.confirmation_statement ?? '' },
    Questions: questions.map((row) => ({ questionNo: row.question_no, question: row.question })),
  };
}
