import type { z } from 'zod';
import type { PendingCode, registerRequestSchema } from '../../../contract/access';
import { messages } from '../../../contract/common';
import type { AppContext } from '../../context';
import { insertApplication } from '../../db/insert-application';
import { badRequest, forbidden } from '../../platform/errors';
import { issueLink } from '../../platform/link-tokens';
import { countSend, issueCode } from '../../platform/one-time-codes';
import { hashPassword } from '../../platform/passwords';
import { consumeRateLimit } from '../../platform/rate-limit';
import { nowIso } from '../../platform/time';
import { newToken } from '../../platform/tokens';
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

  // Hash first, on both paths: the answer takes as long whether or not the e-mail is known.
  const passwordHash = await hashPassword(input.password);
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (existing) {
    const decoy = newToken();
    await db.transaction().execute(async (trx) => {
      // The phone counts as it would for a new account, so its send limit cannot tell the two apart.
      await countSend(trx, decoy, { phone: input.phone });
      await sendAccountExists({ ...context, db: trx }, input.email);
    });
    return { id: decoy, phone_no: input.phone };
  }

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
    const { handle, code } = await issueCode(trx, {
      purpose: 'verify-account',
      userId: user.id,
      email: input.email,
      phone: input.phone,
    });
    const link = await issueLink(trx, 'verify-email', user.id);
    await sendVerificationCode(transactional, { email: input.email, phone: input.phone }, code, link);
    return { id: handle, phone_no: input.phone };
  });
}
