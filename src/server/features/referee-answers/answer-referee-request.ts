import {
  answerErrorKey,
  type RefereeAnswerBody,
  type RefereeAnswerResult,
  refereeAnswerMessages,
} from '../../../contract/referee-answers';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../platform/errors';
import { consumeRateLimit } from '../../platform/rate-limit';
import { nowIso } from '../../platform/time';
import { claimRefereeRequest } from '../profile/public';
import { notifyApplicant } from './notify-applicant';
import { activeRefereeQuestions } from './read-questionnaire';
import { openRefereeLink } from './referee-link';

/** Spec 2 §2.10: after an accept the page goes to the first route returned; the start page. */
const AFTER_ANSWER_ROUTE = ['/'];

/**
 * POST questions/update (spec 2 §2.10, §7): the referee accepts, answering every active question,
 * or rejects with remarks. One transaction claims the single-use code, stores the answers or the
 * remarks and records the response, so a second submission of the same link answers 409.
 */
export async function answerRefereeRequest(
  context: AppContext,
  body: RefereeAnswerBody,
  clientIp: string,
): Promise<RefereeAnswerResult> {
  await consumeRateLimit(context.db, 'refereeAnswersPerAddress', clientIp);
  return context.db.transaction().execute(async (trx) => {
    const { referee, code } = await openRefereeLink(trx, body);
    const now = nowIso();
    let answers: { question_no: number; question: string; answer: string }[] = [];
    if (body.response === 'Accept') {
      const given = new Map(body.Questions.map((item) => [item.questionNo, item.answer]));
      const questions = await activeRefereeQuestions(trx);
      const missing = questions.filter((row) => !given.get(row.question_no));
      if (missing.length > 0) {
        throw badRequest(
          refereeAnswerMessages.answerRequired,
          Object.fromEntries(
            missing.map((row) => [answerErrorKey(row.question_no), refereeAnswerMessages.answerRequired]),
          ),
        );
      }
      // Answers to questions no longer active are dropped: the questionnaire is what staff ask now.
      answers = questions.map((row) => ({ ...row, answer: given.get(row.question_no) ?? '' }));
    }
    if (!(await claimRefereeRequest(trx, code))) throw conflict(refereeAnswerMessages.alreadyAnswered);

    if (body.response === 'Accept') {
      // Staff may have switched every question off: an accept then has nothing to store.
      if (answers.length > 0)
        await trx
          .insertInto('referee_answers')
          .values(answers.map((row) => ({ referee_id: referee.id, ...row, created_at: now })))
          .execute();
    } else {
      await trx
        .insertInto('referee_rejections')
        .values({ referee_id: referee.id, remarks: body.Remarks, created_at: now })
        .execute();
    }
    const recorded = await trx
      .updateTable('profile_referees')
      .set({ response: body.response, responded_at: now })
      .where('id', '=', referee.id)
      .where('response', 'is', null)
      .executeTakeFirst();
    if (Number(recorded.numUpdatedRows) !== 1) throw conflict(refereeAnswerMessages.alreadyAnswered);
    await notifyApplicant({ ...context, db: trx }, referee, body.response);
    return {
      message: body.response === 'Accept' ? refereeAnswerMessages.confirmed : refereeAnswerMessages.rejected,
      route: AFTER_ANSWER_ROUTE,
    };
  });
}
