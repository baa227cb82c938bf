import type { z } from 'zod';
import type { activateRequestSchema } from '../../../contract/access';
import { activationMessages } from '../../../contract/activation';
import { messages } from '../../../contract/common';
import { phoneAsStored } from '../../../contract/phone';
import type { AppContext } from '../../context';
import { insertProfile } from '../../db/insert-profile';
import { actorWithoutSession, recordAudit } from '../../platform/audit';
import { AppError, badRequest, conflict, isUniqueViolation } from '../../platform/errors';
import { consumeCode } from '../../platform/one-time-codes';
import { hashPassword } from '../../platform/passwords';
import { consumeRateLimit } from '../../platform/rate-limit';
import { nowIso } from '../../platform/time';
import { type OpenedSession, openSession } from '../auth/public';
import { joinBooksOfAccountAndMember } from '../member-register/public';
import { refreshMemberSearch } from '../member-search/public';
import { canActivate } from './look-up-member';

type ActivateInput = z.output<typeof activateRequestSchema>;

/**
 * Step two of activation: the code from step one and a password give the member an account with a
 * profile linked to the register entry; then they are signed in.
 *
 * The account's e-mail is the one on record, which the code went to (decision 0019): the typed
 * e-mail must be that one and is never stored in its place. A code whose entry has since lost or
 * changed its e-mail makes no account. The account's phone is the register's too. A wrong e-mail, or
 * one that already has an account, leaves the code usable so the member can correct it; the code is
 * single-use otherwise.
 */
export async function activateAccount(
  context: AppContext,
  input: ActivateInput,
  clientIp: string,
): Promise<OpenedSession> {
  const { db } = context;
  await consumeRateLimit(db, 'activationsPerAddress', clientIp);
  const code = await consumeCode(db, input.id, input.otp_code, 'activation');
  const registerId = code.register_id;
  // Reopened only while no newer code replaced it; the tries it cost stay spent.
  const reopenCode = () =>
    db
      .updateTable('one_time_codes')
      .set({ consumed_at: null })
      .where('id', '=', code.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('one_time_codes as newer')
              .select('newer.id')
              .where('newer.register_id', '=', code.register_id)
              .where('newer.id', '>', code.id),
          ),
        ),
      )
      .execute();

  let userId: number;
  try {
    const recordedEmail = code.email;
    if (registerId === null || !recordedEmail) {
      throw badRequest(messages.otpInvalid, { otp_code: messages.otpInvalid });
    }
    if (recordedEmail !== input.email) {
      throw badRequest(activationMessages.emailMustMatch, { email: activationMessages.emailMustMatch });
    }
    const passwordHash = await hashPassword(input.password);
    userId = await db.transaction().execute(async (trx) => {
      const entry = await trx
        .selectFrom('member_register')
        .selectAll()
        .where('id', '=', registerId)
        .executeTakeFirst();
      if (!entry || !canActivate(entry)) throw conflict(messages.memberAlreadyActive);
      // Staff changed or removed the e-mail after the code went out: the code no longer proves it.
      if (entry.email !== recordedEmail) {
        throw badRequest(messages.otpInvalid, { otp_code: messages.otpInvalid });
      }
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', recordedEmail)
        .executeTakeFirst();
      if (taken) throw conflict(messages.accountExists);
      const linked = await trx
        .selectFrom('profiles')
        .select('id')
        .where('member_no', '=', entry.member_no)
        .executeTakeFirst();
      if (linked) throw conflict(messages.memberAlreadyActive);
      const category = await trx
        .selectFrom('membership_categories')
        .select('category_type')
        .where('code', '=', entry.category)
        .executeTakeFirst();

      const now = nowIso();
      const user = await trx
        .insertInto('users')
        .values({
          email: recordedEmail,
          phone_no: phoneAsStored(entry.phone),
          id_number: entry.id_number,
          name: null,
          password_hash: passwordHash,
          type: category?.category_type === 'Corporate' ? 'Corporate' : 'Individual',
          category: entry.category,
          // The code went to this e-mail, the register's (and to the register's phone, if any).
          email_verified_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { profileId } = await insertProfile(trx, {
        user_id: user.id,
        first_name: entry.first_name,
        second_name: entry.second_name,
        last_name: entry.last_name,
        gender: null,
        date_of_birth: null,
        id_number: entry.id_number,
        nationality: 'KE',
        county_no: null,
        city: null,
        discipline: null,
        confirmed: 0,
        member_no: entry.member_no,
        created_at: now,
        updated_at: now,
      });
      const claimed = await trx
        .updateTable('member_register')
        .set({
          user_id: user.id,
          activated_at: now,
          updated_at: now,
        })
        .where('id', '=', entry.id)
        .where('user_id', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw conflict(messages.memberAlreadyActive);
      await joinBooksOfAccountAndMember(trx, user.id, entry.id);
      await recordAudit(trx, {
        actor: actorWithoutSession(user.id),
        action: 'activation.completed',
        subjectType: 'member_register',
        subjectId: entry.member_no,
        details: { user_id: user.id, profile_id: profileId },
      });
      await refreshMemberSearch(trx, user.id);
      return user.id;
    });
  } catch (error) {
    const failure = isUniqueViolation(error) ? conflict(messages.accountExists) : error;
    const correctable =
      failure instanceof AppError &&
      (failure.message === activationMessages.emailMustMatch || failure.message === messages.accountExists);
    if (correctable) await reopenCode();
    throw failure;
  }

  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return openSession(context, user);
}
