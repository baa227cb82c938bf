import { z } from 'zod';

/**
 * The admin screen of the referee questionnaire (issue 6; spec 2 §2.10): the questions a referee
 * answers, in order, and the statement they confirm. Questions are switched off, never deleted, so
 * an answer already given keeps its question number; answers copy the wording, so rewording a
 * question never changes what a referee answered.
 */

export const REFEREE_QUESTION_MAX = 500;
export const CONFIRMATION_STATEMENT_MAX = 3000;

export const refereeQuestionMessages = {
  questionRequired: 'Question is required',
  questionTooLong: `A question can be at most ${REFEREE_QUESTION_MAX} characters.`,
  statementRequired: 'The confirmation statement is required',
  statementTooLong: `The confirmation statement can be at most ${CONFIRMATION_STATEMENT_MAX} characters.`,
  questionNotFound: 'Referee question not found.',
  lastActiveQuestion:
    'At least one question must stay active: switch another question on before switching this one off.',
  questionAdded: 'Referee question added',
  questionUpdated: 'Referee question updated',
  statementSaved: 'Confirmation statement saved',
  confirmSwitchOff:
    'Referees will no longer be asked this question. Answers already given to it are kept. Switch it off?',
} as const;

/** A question as admins manage it; `questionNo` is fixed for life, `sequence` is its place in the list. */
export const adminRefereeQuestionSchema = z.object({
  id: z.number().int(),
  questionNo: z.number().int(),
  question: z.string(),
  active: z.boolean(),
  sequence: z.number().int(),
});
export type AdminRefereeQuestion = z.infer<typeof adminRefereeQuestionSchema>;

/** GET admin/referee-questions: every question in order, switched-off ones included, and the statement. */
export const adminRefereeQuestionnaireSchema = z.object({
  questions: z.array(adminRefereeQuestionSchema),
  confirmationStatement: z.string(),
});
export type AdminRefereeQuestionnaire = z.infer<typeof adminRefereeQuestionnaireSchema>;

const questionText = z
  .string({ error: refereeQuestionMessages.questionRequired })
  .trim()
  .min(1, refereeQuestionMessages.questionRequired)
  .max(REFEREE_QUESTION_MAX, refereeQuestionMessages.questionTooLong);

/** POST admin/referee-questions: a new question at the end of the list; its number is the server's. */
export const addRefereeQuestionSchema = z.object({ question: questionText });
export type AddRefereeQuestionRequest = z.infer<typeof addRefereeQuestionSchema>;

/** POST admin/referee-questions/update: reword, switch on or off, or move up or down one place. */
export const updateRefereeQuestionSchema = z.object({
  id: z.number().int().positive(),
  question: questionText.optional(),
  active: z.boolean().optional(),
  move: z.enum(['up', 'down']).optional(),
});
export type UpdateRefereeQuestionRequest = z.infer<typeof updateRefereeQuestionSchema>;

/** POST admin/referee-questions/statement. */
export const confirmationStatementSchema = z.object({
  confirmationStatement: z
    .string({ error: refereeQuestionMessages.statementRequired })
    .trim()
    .min(1, refereeQuestionMessages.statementRequired)
    .max(CONFIRMATION_STATEMENT_MAX, refereeQuestionMessages.statementTooLong),
});
export type ConfirmationStatementRequest = z.infer<typeof confirmationStatementSchema>;

export const savedQuestionSchema = z.object({
  message: z.string(),
  question: adminRefereeQuestionSchema,
});
export type SavedQuestion = z.infer<typeof savedQuestionSchema>;

export const savedStatementSchema = z.object({
  message: z.string(),
  confirmationStatement: z.string(),
});
export type SavedStatement = z.infer<typeof savedStatementSchema>;
