import { z } from 'zod';
import { filled, firstBroken } from './common';

/**
 * The referee answer page (spec 2 §2.10, §3 "Referee questionnaire", §5 "Referee answers", §7): a
 * referee opens the e-mailed link without signing in, then accepts by answering the configured
 * questions or rejects with remarks. The link carries the referee's member number and a single-use
 * code, both base64url text (decodeRouteText in route-values.ts).
 */

/** decisions.md: the 250-character hint is enforced with a counter, here and on the server. */
export const REFEREE_ANSWER_MAX = 250;
/** spec 2 §9: the confirmation statement shows its first 300 characters until Read more. */
export const CONFIRMATION_PREVIEW = 300;
/** Not fixed by the spec ("the rejection remarks box has no rule"); bounded so a body stays small. */
export const REFEREE_REMARKS_MAX = 1000;

export const refereeAnswerMessages = {
  /** spec §5 */
  answerRequired: 'field is required',
  answerHint: `Max ${REFEREE_ANSWER_MAX} characters`,
  /** spec §7 */
  confirmed: 'Referee Confirmed Successfully',
  rejected: 'Referee Rejected Successfully',
  /** Not fixed by the spec. */
  answerTooLong: `An answer can be at most ${REFEREE_ANSWER_MAX} characters.`,
  remarksTooLong: `Remarks can be at most ${REFEREE_REMARKS_MAX} characters.`,
  linkInvalid: 'This link is not valid. Please open the whole link from the e-mail you received.',
  linkExpired: 'This link has expired.',
  linkReplaced: 'A newer request was sent to you after this one. Please use the link in the latest e-mail.',
  alreadyAnswered: 'This request has already been answered.',
  tooManyAttempts: 'Too many attempts from your network. Please wait a few minutes and try again.',
} as const;

/** The key of a missing answer in a 400's `errors`: one entry per active question left unanswered. */
export const answerErrorKey = (questionNo: number) => `question-${questionNo}`;

/** Both values as the link carries them: base64url text, read back with decodeRouteText. */
const routeText = z.string().trim().min(1, refereeAnswerMessages.linkInvalid).max(400);

export const refereeLinkQuerySchema = z.object({ memberNo: routeText, code: routeText });
export type RefereeLinkQuery = z.infer<typeof refereeLinkQuerySchema>;

export const refereeQuestionSchema = z.object({ questionNo: z.number().int(), question: z.string() });
export type RefereeQuestion = z.infer<typeof refereeQuestionSchema>;

/** GET questions: who is asked about whom, the statement they confirm and the active questions in order. */
export const refereeQuestionnaireSchema = z.object({
  referee: z.object({ FirstName: z.string(), LastName: z.string() }),
  /** The applicant's full name: nothing else of theirs leaves the server here. */
  applicant: z.string(),
  ConfirmationStatement: z.object({ confirmationStatement: z.string() }),
  Questions: z.array(refereeQuestionSchema),
});
export type RefereeQuestionnaire = z.infer<typeof refereeQuestionnaireSchema>;

/** One answer: required, at most REFEREE_ANSWER_MAX characters; the web form checks each step with it. */
export const refereeAnswerText = z
  .string({ error: refereeAnswerMessages.answerRequired })
  .trim()
  .superRefine(
    firstBroken(
      [filled, refereeAnswerMessages.answerRequired],
      [(value) => value.length <= REFEREE_ANSWER_MAX, refereeAnswerMessages.answerTooLong],
    ),
  );

const linkFields = { memberNo: routeText, code: routeText };

/**
 * POST questions/update. Accept carries an answer for every active question (the server lists each
 * one missing under `answerErrorKey`); Reject carries optional remarks.
 */
export const refereeAnswerRequestSchema = z.discriminatedUnion('response', [
  z.object({
    ...linkFields,
    response: z.literal('Accept'),
    Questions: z
      .array(z.object({ questionNo: z.number().int().positive(), answer: refereeAnswerText }))
      .max(50),
  }),
  z.object({
    ...linkFields,
    response: z.literal('Reject'),
    Remarks: z.string().trim().max(REFEREE_REMARKS_MAX, refereeAnswerMessages.remarksTooLong).default(''),
  }),
]);
export type RefereeAnswerRequest = z.input<typeof refereeAnswerRequestSchema>;
export type RefereeAnswerBody = z.output<typeof refereeAnswerRequestSchema>;

/**
 * The answer of POST questions/update. Spec §2.10 routes the page, after an accept, to the first
 * element of the returned data; here that list is `route`, beside the success message to show.
 */
export const refereeAnswerResultSchema = z.object({
  message: z.enum([refereeAnswerMessages.confirmed, refereeAnswerMessages.rejected]),
  route: z.array(z.string()).min(1),
});
export type RefereeAnswerResult = z.infer<typeof refereeAnswerResultSchema>;
