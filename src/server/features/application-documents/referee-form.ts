import { applicationDocumentMessages } from '../../../contract/application-documents';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { issuerOf } from '../../platform/pdf/issuer';
import { mayReadDocument } from '../../platform/policies';
import type { ActiveSession } from '../../platform/sessions';
import { partyOf } from '../billing/public';
import { type RefereeFormView, renderRefereeFormPdf } from './referee-form-pdf';

/**
 * The profile whose referee is asked for: the one staff name by its ProfileID, or the reader's own.
 * Someone else's profile reads as absent.
 */
async function readableProfile(context: AppContext, session: ActiveSession, profileId: string | undefined) {
  let query = context.db.selectFrom('profiles').select(['id', 'user_id']);
  query = profileId
    ? query.where('profile_id', '=', profileId)
    : query.where('user_id', '=', session.user.id);
  const profile = await query.executeTakeFirst();
  if (!profile || !mayReadDocument(session.user, profile.user_id, context.policy)) {
    throw notFound(applicationDocumentMessages.refereeFormNotFound);
  }
  return profile;
}

/** The answered referee entry of the profile, with its answers or its rejection remarks. */
async function refereeFormOf(
  context: AppContext,
  profile: { id: number; user_id: number },
  entryNo: number,
): Promise<RefereeFormView> {
  const { db } = context;
  const referee = await db
    .selectFrom('profile_referees')
    .leftJoin('code_lists', (join) =>
      join
        .onRef('code_lists.code', '=', 'profile_referees.referee_type')
        .on('code_lists.list', '=', 'referee-types'),
    )
    .select([
      'profile_referees.id',
      'profile_referees.entry_no',
      'profile_referees.name',
      'profile_referees.member_no',
      'profile_referees.referee_type',
      'profile_referees.response',
      'profile_referees.responded_at',
      'code_lists.description as type_description',
    ])
    .where('profile_referees.profile_id', '=', profile.id)
    .where('profile_referees.entry_no', '=', entryNo)
    .executeTakeFirst();
  // Until the referee answers there is no form to show.
  if (!referee?.response || !referee.responded_at) {
    throw notFound(applicationDocumentMessages.refereeFormNotFound);
  }
  const answers = await db
    .selectFrom('referee_answers')
    .select(['question_no', 'question', 'answer'])
    .where('referee_id', '=', referee.id)
    .orderBy('question_no')
    .execute();
  const rejection = await db
    .selectFrom('referee_rejections')
    .select('remarks')
    .where('referee_id', '=', referee.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return {
    entryNo: referee.entry_no,
    applicant: (await partyOf(db, profile.user_id)).name,
    name: referee.name,
    memberNo: referee.member_no,
    type: referee.type_description ?? referee.referee_type,
    response: referee.response,
    respondedAt: referee.responded_at,
    answers: answers.map((row) => ({
      questionNo: row.question_no,
      question: row.question,
      answer: row.answer,
    })),
    remarks: rejection?.remarks ?? '',
  };
}

/**
 * GET questions/refereeForm/{entryNo}: the referee form report, base64. The applicant reads their own
 * referees' forms; staff add ?profileId= to read an applicant's.
 */
export async function refereeFormPdfOf(
  context: AppContext,
  session: ActiveSession,
  entryNo: number,
  profileId: string | undefined,
): Promise<string> {
  const profile = await readableProfile(context, session, profileId);
  const form = await refereeFormOf(context, profile, entryNo);
  return (await renderRefereeFormPdf(form, await issuerOf(context.db))).toString('base64');
}
