import { nowIso } from '../../platform/time';
import type { Db } from '../database';

/**
 * The default referee questionnaire (spec 2 §2.10): the statement a referee confirms and the
 * questions they answer, as an engineering body would ask them. Idempotent: existing rows are left
 * alone, so whatever staff change survives a restart.
 */

export const defaultConfirmationStatement =
  'I confirm that I know the applicant personally and have had sufficient opportunity to observe ' +
  'their engineering work and professional conduct. The answers I give below are true and complete ' +
  'to the best of my knowledge and belief, and they are my own. I understand that the Institution ' +
  'relies on this reference when it decides whether to admit the applicant to the grade applied ' +
  'for, that my answers are kept confidential to the Institution and its committees, and that I ' +
  'may be contacted to clarify or expand on anything I have said. I have no financial or family ' +
  'interest in the outcome of this application, or I have disclosed any such interest in my answers.';

export const defaultRefereeQuestions = [
  'For how long, and in what capacity, have you known the applicant?',
  "How would you rate the applicant's engineering competence? Give examples of work you have observed.",
  "Comment on the applicant's integrity, professional conduct and regard for public safety.",
  'Do you recommend the applicant for admission to the grade of membership applied for? Why?',
  'Is there anything else the Institution should know about the applicant?',
] as const;

export async function seedRefereeQuestionnaire(db: Db): Promise<void> {
  await db
    .insertInto('referee_questions')
    .values(
      defaultRefereeQuestions.map((question, index) => ({
        question_no: index + 1,
        question,
        active: 1 as const,
        sequence: index + 1,
      })),
    )
    .onConflict((oc) => oc.column('question_no').doNothing())
    .execute();
  // The statement is the row with id 1, so concurrent starts cannot write it twice.
  await db
    .insertInto('referee_questionnaire')
    .values({ id: 1, confirmation_statement: defaultConfirmationStatement, updated_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
