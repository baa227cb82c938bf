import type { z } from 'zod';
import type { PendingCode, registerRequestSchema } from '../../../contract/access';
import { messages, OTP_RESEND_WAIT_SECONDS, waitText } from '../../../contract/common';
import type { AppContext } from '../../context';
import { insertApplication } from '../../db/insert-application';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import { issueLink } from '../../platform/link-tokens';
import { countSend, issueCode, phoneMayReceive } from '../../platform/one-time-codes';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { consumeRateLimit } from '../../platform/rate-limit';
import { nowIso } from '../../platform/time';
import { newToken } from '../../platform/tokens';
import { throttlePasswordCheck } from '../auth/public';
import { getSettings } from '../settings/public';
import { sendAccountExists, sendVerificationCode } from './notices';

type RegisterInput = z.output<typeof registerRequestSchema>;

/**
 * A visitor applies for a category: an unverified account, the application in status New, and a
 * code (SMS and e-mail) plus an e-mail link to verify it. An e-mail that already has an account gets
 * the same answer, with a decoy handle, and its owner is told by e-mail: the form reveals nothing.
 */
export async function register(
  context: AppContext,
  input: RegisterInput,
  clientIp: string,
): Promise<PendingCode> {
  const { db } = context;
  await consumeRateLimit(db, 'registrationsPerAddress', clientIp);
  const settings = await getSettings(db);
  if (!settings.minor_settings.registration) throw forbidden(messages.registrationClosed);

  const category = await db
    .selectFrom('membership_categories')
    .select(['code', 'category_type', 'can_apply'])
    .where('code', '=', input.category)
    .executeTakeFirst();
  if (category?.can_apply !== 1 || category.category_type !== input.type) {
    throw badRequest(messages.categoryNotOpen, { category: messages.categoryNotOpen });
  }

  const existing = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'email_verified_at', 'deactivated_at'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (existing) {
    // One password hashing step on both paths: the answer takes as long whether or not the e-mail is known.
    const samePerson = await isSameApplicantAgain(context, existing, input, clientIp);
    if (samePerson) return sendCodeAgain(context, existing.id, input);
    const decoy = newToken();
    await db.transaction().execute(async (trx) => {
      // The phone counts as it would for a new account (softly, as there), so its send limit cannot
      // tell the two apart.
      await countSend(trx, decoy);
      await phoneMayReceive(trx, input.phone);
      await sendAccountExists({ ...context, db: trx }, input.email);
    });
    return { id: decoy, phone_no: input.phone };
  }
  const passwordHash = await hashPassword(input.password);

  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const user = await trx
      .insertInto('users')
      .values({
        email: input.email,
        phone_no: input.phone,
        id_number: input.id_number.toUpperCase(),
        name: null,
        password_hash: passwordHash,
        type: input.type,
        category: category.code,
        email_verified_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertApplication(trx, {
      user_id: user.id,
      category: category.code,
      status: 'New',
      created_at: now,
      updated_at: now,
    });
    const transactional = { ...context, db: trx };
    const { handle, code } = await issueCode(
      trx,
      { purpose: 'verify-account', userId: user.id, email: input.email, phone: input.phone },
      { phoneCountedApart: true },
    );
    // A phone that had a code a moment ago (registering again after a mistyped e-mail) does not stop
    // the account: the code and link go by e-mail, and by SMS once the phone's wait allows.
    const sms = await phoneMayReceive(trx, input.phone);
    const link = await issueLink(trx, 'verify-email', user.id);
    await sendVerificationCode(
      transactional,
      { email: input.email, phone: sms ? input.phone : null },
      code,
      link,
    );
    return { id: handle, phone_no: sms ? input.phone : null };
  });
}

/**
 * The e-mail's own unverified account, registered again with its password (the applicant went back
 * and pressed Register once more): they are told the truth rather than handed a decoy, as signing in
 * would tell them. Counted as a password check, so this is no way round the sign-in lock.
 */
async function isSameApplicantAgain(
  context: AppContext,
  existing: { password_hash: string; email_verified_at: string | null; deactivated_at: string | null },
  input: RegisterInput,
  clientIp: string,
): Promise<boolean> {
  const matches = await verifyPassword(existing.password_hash, input.password);
  if (!matches || existing.email_verified_at !== null || existing.deactivated_at !== null) return false;
  const locked = await throttlePasswordCheck(context, input.email, clientIp);
  return !locked;
}

/**
 * A new verification code for that account, replacing the one sent before, like the code page's
 * Resend; within the resend wait, a 409 says the code sent then still works and how long the wait is.
 */
async function sendCodeAgain(
  context: AppContext,
  userId: number,
  input: RegisterInput,
): Promise<PendingCode> {
  try {
    return await context.db.transaction().execute(async (trx) => {
      const { handle, code } = await issueCode(
        trx,
        { purpose: 'verify-account', userId, email: input.email, phone: input.phone },
        { phoneCountedApart: true },
      );
      const sms = await phoneMayReceive(trx, input.phone);
      const link = await issueLink(trx, 'verify-email', userId);
      const to = { email: input.email, phone: sms ? input.phone : null };
      await sendVerificationCode({ ...context, db: trx }, to, code, link);
      return { id: handle, phone_no: sms ? input.phone : null };
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    const seconds = Number(error.data?.retryAfterSeconds ?? OTP_RESEND_WAIT_SECONDS);
    throw new AppError(409, messages.alreadyRegistered(waitText(seconds * 1000)), undefined, error.data);
  }
}
