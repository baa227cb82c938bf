import type { LoginCodeRequest } from '../../../contract/access';
import type { LoginCodeStep } from '../../../contract/auth';
import { LOGIN_CODE_RESEND_MINUTES, messages, waitText } from '../../../contract/common';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest } from '../../platform/errors';
import { consumeCode, issueCode } from '../../platform/one-time-codes';
import { consumeRateLimit } from '../../platform/rate-limit';
import { nowIso } from '../../platform/time';
import { sendSecretNotice } from '../access/public';
import { type OpenedSession, openSession } from './open-session';
import { clearAccountLock } from './throttle';

/**
 * The right password on a locked account (log-in.ts): a code to the account's e-mail on record, at
 * most one per LOGIN_CODE_RESEND_MINUTES per account, so the owner can get in while the lock holds
 * and nobody can bomb the mailbox with codes. Only someone who has the password gets this far.
 */
export async function sendLoginCode(context: AppContext, user: UserRow): Promise<LoginCodeStep> {
  const { db } = context;
  try {
    await consumeRateLimit(db, 'loginCodeSendsPerAccount', user.id);
    return await db.transaction().execute(async (trx) => {
      // issueCode also applies the one-time codes' own send limits (one a minute, five an hour).
      const { handle, code } = await issueCode(trx, {
        purpose: 'login-unlock',
        userId: user.id,
        email: user.email,
      });
      await sendSecretNotice(
        { ...context, db: trx },
        { email: user.email },
        'your sign-in code',
        [
          'Too many wrong passwords were tried on your account, so signing in needs this code as well as the password for a while.',
          `Your sign-in code is ${code}. It is valid for 10 minutes.`,
        ],
        '',
        undefined,
        'If you did not just sign in, someone else knows your password: reset it from the sign-in page.',
      );
      return {
        code_required: true as const,
        id: handle,
        email: user.email,
        message: messages.loginCodeSent(user.email),
      };
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 429) {
      const seconds = Number(error.data?.retryAfterSeconds ?? LOGIN_CODE_RESEND_MINUTES * 60);
      throw new AppError(429, messages.loginCodeWait(waitText(seconds * 1000)), undefined, error.data);
    }
    throw error;
  }
}

/**
 * POST auth/login/code: the e-mailed code signs in to the locked account and ends the lock. The code
 * has five tries and ten minutes (platform/one-time-codes.ts); one address may try 30 in 15 minutes.
 */
export async function logInWithCode(
  context: AppContext,
  request: LoginCodeRequest,
  clientIp: string,
): Promise<OpenedSession> {
  const { db } = context;
  await consumeRateLimit(db, 'loginCodeChecksPerAddress', clientIp);
  const row = await consumeCode(db, request.id, request.otp_code, 'login-unlock');
  const user =
    row.user_id === null
      ? undefined
      : await db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', row.user_id)
          .where('deactivated_at', 'is', null)
          .executeTakeFirst();
  // The code proves the mailbox it went to: not another one the account moved to since.
  if (!user || user.email !== row.email) {
    throw badRequest(messages.otpInvalid, { otp_code: messages.otpInvalid });
  }
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await clearAccountLock(trx, user.email);
    // Like a reset link, the code proves the mailbox, so an unverified account becomes verified.
    await trx
      .updateTable('users')
      .set((eb) => ({ email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)) }))
      .where('id', '=', user.id)
      .execute();
  });
  return openSession(context, { ...user, email_verified_at: user.email_verified_at ?? now });
}
