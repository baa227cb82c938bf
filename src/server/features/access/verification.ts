import type { PendingCode } from '../../../contract/access';
import { messages } from '../../../contract/common';
import type { AppContext } from '../../context';
import { AppError, badRequest, unauthorized } from '../../platform/errors';
import { consumeLink, issueLink } from '../../platform/link-tokens';
import { consumeCode, issueCode, reissueCode } from '../../platform/one-time-codes';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { consumeRateLimit } from '../../platform/rate-limit';
import { nowIso } from '../../platform/time';
import { type OpenedSession, openSession, throttlePasswordCheck } from '../auth/public';
import { sendVerificationCode } from './notices';

/** Marks the account verified, voids what else was pending for it, and signs the user in. */
async function completeVerification(context: AppContext, userId: number): Promise<OpenedSession> {
  const { db } = context;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ email_verified_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .execute();
    await trx
      .updateTable('one_time_codes')
      .set({ consumed_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', 'verify-account')
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .updateTable('link_tokens')
      .set({ consumed_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', 'verify-email')
      .where('consumed_at', 'is', null)
      .execute();
  });
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return openSession(context, user);
}

/** POST auth/verify-otp: the six digits from the SMS or e-mail. */
export async function verifyOtp(
  context: AppContext,
  handle: string,
  code: string,
  clientIp: string,
): Promise<OpenedSession> {
  await consumeRateLimit(context.db, 'codeChecksPerAddress', clientIp);
  const row = await consumeCode(context.db, handle, code, 'verify-account');
  if (row.user_id === null) throw badRequest(messages.otpInvalid);
  return completeVerification(context, row.user_id);
}

/** GET auth/send-otp: a new code behind the same handle; unknown handles get the same answer. */
export async function resendOtp(context: AppContext, handle: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const reissued = await reissueCode(trx, handle, 'verify-account');
    if (reissued) {
      await sendVerificationCode(
        { ...context, db: trx },
        { email: reissued.row.email, phone: reissued.row.phone },
        reissued.code,
        null,
      );
    }
  });
}

/** POST auth/verify: the link from the e-mail (/verify/:code). */
export async function verifyLink(context: AppContext, token: string): Promise<OpenedSession> {
  const userId = await consumeLink(context.db, token, 'verify-email');
  if (userId === undefined) throw badRequest(messages.verificationFailed);
  return completeVerification(context, userId);
}

/**
 * POST auth/counter-verify-otp: after a login refused for an unverified account, the same e-mail and
 * password ask for a new code. Wrong credentials answer exactly like a failed login.
 */
export async function counterVerify(
  context: AppContext,
  email: string,
  password: string,
  clientIp: string,
): Promise<PendingCode> {
  const { db } = context;
  const locked = await throttlePasswordCheck(context, email, clientIp);
  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const matches = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
  if (locked || !user || !matches) throw unauthorized(messages.invalidCredentials);
  if (user.email_verified_at !== null) throw new AppError(409, messages.alreadyVerified);
  return db.transaction().execute(async (trx) => {
    const { handle, code } = await issueCode(trx, {
      purpose: 'verify-account',
      userId: user.id,
      email: user.email,
      phone: user.phone_no,
    });
    const link = await issueLink(trx, 'verify-email', user.id);
    await sendVerificationCode(
      { ...context, db: trx },
      { email: user.email, phone: user.phone_no },
      code,
      link,
    );
    return { id: handle, phone_no: user.phone_no };
  });
}
