import type { Generated } from 'kysely';
import type { Flag } from './flag';

/** The referee questionnaire and the referees' answers (migration 0014). */

export interface RefereeQuestionsTable {
  id: Generated<number>;
  question_no: number;
  question: string;
  /** Only active questions are asked. */
  active: Generated<Flag>;
  sequence: number;
}

/** One row: the statement a referee confirms above the questions. */
export interface RefereeQuestionnaireTable {
  id: Generated<number>;
  confirmation_statement: string;
  updated_at: string;
}

/** An accepting referee's answer, with the question's wording at the time it was answered. */
export interface RefereeAnswersTable {
  id: Generated<number>;
  referee_id: number;
  question_no: number;
  question: string;
  answer: string;
  created_at: string;
}

/** A declining referee's remarks (possibly empty). */
export interface RefereeRejectionsTable {
  id: Generated<number>;
  referee_id: number;
  remarks: string;
  created_at: string;
}
