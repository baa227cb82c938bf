import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { messages, OTP_RESEND_WAIT_SECONDS } from '../../contract/common';
import { OTP_VALID_MINUTES } from '../../contract/one-time-codes';
import type { Db } from '../db/database';
import type { CodePurpose, OneTimeCodesTable } from '../db/schema';
import { AppError, badRequest } from './errors';
import { consumeRateLimit } from './rate-limit';
import type { OtpSendCounted } from './rate-limit-rules';
import { isoIn, nowIso } from './time';
import { hashToken, newToken } from './tokens';

export const CODE_TTL_MS = OTP_VALID_MINUTES * 60_000;
export const MAX_WRONG_TRIES = 5;

export interface CodeSubject {
  purpose: CodePurpose;
  userId?: number | null;
  registerId?: number | null;
  email?: string | null;
  phone?: string | null;
}

export interface IssuedCode {
  /** Opaque and random: what the browser holds to name this pending code. */
  handle: string;
  code: string;
  /** Until when it works, and from when the next may be sent (the per-minute wait). */
  expiresAt: string;
  resendAt: string;
}

export type PendingCodeRow = Omit<OneTimeCodesTable, 'id' | 'attempts'> & { id: number; attempts: number };

/** Six digits from the CSPRNG. */
export const newCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Salted with the handle, so equal codes differ in the table and a leaked row is no shortcut. */
const codeHash = (handle: string, code: string): string =>
  createHash('sha256').update(`${handle}:${code}`).digest('hex');

function subjectKey(subject: Pick<CodeSubject, 'purpose' | 'userId' | 'registerId'>): string {
  return `${subject.purpose}:${subject.userId ?? `register-${subject.registerId}`}`;
}

/**
 * Throws 429 when this handle, person or phone has had a code too recently. The handle is counted
 * even when it names nothing, so a decoy handle runs into the limit exactly like a real one.
 */
export async function countSend(
  db: Db,
  handle: string,
  subject?: CodeSubject | { phone: string | null },
): Promise<void> {
  const counted: OtpSendCounted[] = [{ handle: hashToken(handle) }];
  if (subject && 'purpose' in subject) counted.push({ person: subjectKey(subject) });
  if (subject?.phone) counted.push({ phone: subject.phone });
  for (const rule of ['otpSendsPerMinute', 'otpSendsPerHour'] as const) {
    for (const each of counted) await consumeRateLimit(db, rule, each);
  }
}

/**
 * Counts an SMS to `phone` against the phone's send limits without refusing anything: true when the
 * limits allow it now. Where a code also goes by e-mail, a phone that just had a code must not stop
 * the rest (registering again with a corrected e-mail, issue 28): only the SMS is left out.
 */
export async function phoneMayReceive(db: Db, phone: string): Promise<boolean> {
  try {
    for (const rule of ['otpSendsPerMinute', 'otpSendsPerHour'] as const) {
      await consumeRateLimit(db, rule, { phone });
    }
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return false;
    throw error;
  }
}

/**
 * Issues a fresh code; any code still pending for the same person and purpose stops working. Runs
 * its statements on `db` as given, so pass the caller's transaction to make it part of one. With
 * `phoneCountedApart` the phone's limits are left to the caller (phoneMayReceive).
 */
export async function issueCode(
  db: Db,
  subject: CodeSubject,
  { phoneCountedApart = false }: { phoneCountedApart?: boolean } = {},
): Promise<IssuedCode> {
  const handle = newToken();
  await countSend(db, handle, phoneCountedApart ? { ...subject, phone: null } : subject);
  const code = newCode();
  const now = nowIso();
  const expiresAt = isoIn(CODE_TTL_MS);
  let pending = db.updateTable('one_time_codes').set({ consumed_at: now }).where('consumed_at', 'is', null);
  pending = pending.where('purpose', '=', subject.purpose);
  pending =
    subject.userId != null
      ? pending.where('user_id', '=', subject.userId)
      : pending.where('register_id', '=', subject.registerId ?? -1);
  await pending.execute();
  await db
    .insertInto('one_time_codes')
    .values({
      handle_hash: hashToken(handle),
      purpose: subject.purpose,
      user_id: subject.userId ?? null,
      register_id: subject.registerId ?? null,
      email: subject.email ?? null,
      phone: subject.phone ?? null,
      code_hash: codeHash(handle, code),
      attempts: 0,
      expires_at: expiresAt,
      consumed_at: null,
      created_at: now,
    })
    .execute();
  return { handle, code, expiresAt, resendAt: isoIn(OTP_RESEND_WAIT_SECONDS * 1000) };
}

export async function findPendingCode(
  db: Db,
  handle: string,
  purpose: CodePurpose,
): Promise<PendingCodeRow | undefined> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('handle_hash', '=', hashToken(handle))
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
}

/**
 * A resend replaces the code behind the same handle with a new one, valid 10 minutes and with its
 * own five tries. Returns undefined for an unknown or finished handle (the caller answers the same).
 */
export async function reissueCode(
  db: Db,
  handle: string,
  purpose: CodePurpose,
): Promise<{ row: PendingCodeRow; code: string } | undefined> {
  const row = await findPendingCode(db, handle, purpose);
  if (!row) {
    await countSend(db, handle);
    return undefined;
  }
  await countSend(db, handle, {
    purpose,
    userId: row.user_id,
    registerId: row.register_id,
    phone: row.phone,
  });
  const code = newCode();
  await db
    .updateTable('one_time_codes')
    .set({ code_hash: codeHash(handle, code), attempts: 0, expires_at: isoIn(CODE_TTL_MS) })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .execute();
  return { row, code };
}

/**
 * Checks a typed code. Each try costs one of five, and after the fifth the code is void (only a
 * resend, itself limited, brings a new one); a right one is consumed, once: two requests racing with
 * the same code cannot both succeed.
 */
export async function consumeCode(
  db: Db,
  handle: string,
  code: string,
  purpose: CodePurpose,
): Promise<PendingCodeRow> {
  const row = await findPendingCode(db, handle, purpose);
  const invalid = badRequest(messages.otpInvalid, { otp_code: messages.otpInvalid });
  if (!row || row.expires_at <= nowIso()) throw invalid;
  // Every try is paid for before the code is compared, in one conditional statement, so parallel
  // guesses cannot all read the same count and slip past the limit.
  const paid = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_WRONG_TRIES)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(paid.numUpdatedRows) !== 1) throw invalid;
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(codeHash(handle, code), 'hex');
  if (!timingSafeEqual(expected, actual)) throw invalid;
  const claimed = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: nowIso() })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('code_hash', '=', row.code_hash)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw invalid;
  return row;
}
