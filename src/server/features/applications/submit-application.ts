import { sql } from 'kysely';
import {
  applicationMessages,
  type SubmitApplicationRequest,
  type SubmittedApplication,
} from '../../../contract/applications';
import { messages } from '../../../contract/common';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { consumeCode, issueCode } from '../../platform/one-time-codes';
import { consumeRateLimit } from '../../platform/rate-limit';
import { sessionActorOf } from '../../platform/review-workflow/actors';
import { applyTransition, nextStatus } from '../../platform/review-workflow/apply-transition';
import { applicationMoveNotice } from '../../platform/review-workflow/move-notices';
import type { ActiveSession } from '../../platform/sessions';
import { nowIso } from '../../platform/time';
import { sendSecretNotice } from '../access/public';
import { checklistFor } from '../checklist/public';
import { notify } from '../notifications/public';
import { raiseApplicationFee } from './application-fee';

const notSubmittable = () => new AppError(409, applicationMessages.notSubmittable);

/** The user's application that is waiting to be (re-)submitted, if any. */
async function newApplicationOf(context: AppContext, userId: number, code?: string) {
  let query = context.db
    .selectFrom('applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc');
  if (code !== undefined) query = query.where('application_no', '=', code);
  return query.executeTakeFirst();
}

/**
 * GET auth/send-otp?user_id={own id} while signed in (spec 2 §4 item 2): a one-time code to the
 * applicant's phone and e-mail that signs the submission. Only while an application waits to be
 * submitted. Answers the handle the submission names the code by, until when the code works and
 * when a new one may be asked for, so the page can reopen the code entry instead of asking again.
 */
export async function sendSubmissionCode(
  context: AppContext,
  user: UserRow,
): Promise<{ handle: string; expiresAt: string; resendAt: string }> {
  const application = await newApplicationOf(context, user.id);
  if (application?.status !== 'New') throw notSubmittable();
  return context.db.transaction().execute(async (trx) => {
    const { handle, code, expiresAt, resendAt } = await issueCode(trx, {
      purpose: 'submit-application',
      userId: user.id,
      email: user.email,
      phone: user.phone_no,
    });
    await sendSecretNotice(
      { ...context, db: trx },
      { email: user.email, phone: user.phone_no },
      'confirm your application',
      [
        `Your code to submit membership application ${application.application_no} is ${code}.`,
        'It is valid for 10 minutes.',
      ],
      `Your application submission code is ${code}. It expires in 10 minutes. Do not share it.`,
    );
    return { handle, expiresAt, resendAt };
  });
}

/**
 * POST application/submit (spec 2 §4): with every checklist item passed and the code from
 * auth/send-otp, the application goes from New to Open and its fee invoice is raised.
 */
export async function submitApplication(
  context: AppContext,
  session: ActiveSession,
  input: SubmitApplicationRequest,
  clientIp: string,
): Promise<SubmittedApplication> {
  const { user } = session;
  const application = await newApplicationOf(context, user.id, input.Code);
  if (!application) throw notFound(applicationMessages.notFound);
  nextStatus('application', application.status, 'submit', 'applicant', notSubmittable);
  const checklist = await checklistFor(context.db, user.id, application.category);
  if (checklist.some((item) => !item.pass)) throw badRequest(applicationMessages.checklistIncomplete);
  await consumeRateLimit(context.db, 'codeChecksPerAddress', clientIp);
  // Outside the transaction below, so a wrong code's try stays counted when the request fails.
  const code = await consumeCode(context.db, input.otp.id, input.otp.otp_code, 'submit-application');
  if (code.user_id !== user.id) throw badRequest(messages.otpInvalid, { otp_code: messages.otpInvalid });
  const actor = await sessionActorOf(context, session);
  return context.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await applyTransition(trx, {
      kind: 'application',
      record: { id: application.id, code: application.application_no, status: application.status },
      action: 'submit',
      by: 'applicant',
      actor,
      set: { submitted_at: now, stage_entered_at: now, submission_count: sql<number>`submission_count + 1` },
      at: now,
      refused: notSubmittable,
    });
    const invoice = await raiseApplicationFee(trx, application);
    await notify(
      { ...context, db: trx },
      applicationMoveNotice({
        userId: application.user_id,
        code: application.application_no,
        to: 'Open',
        comment: null,
        commentVisible: true,
      }),
    );
    return {
      Code: application.application_no,
      status: 'Open',
      invoiceNo: invoice.invoice_no,
      documentPath: `/application/document/${encodeURIComponent(application.application_no)}`,
    };
  });
}
