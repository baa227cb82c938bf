import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { activationRequestSchema } from '../../../contract/access';
import { type ActivationRequested, activationMessages } from '../../../contract/activation';
import { messages } from '../../../contract/common';
import { normalizeIdNumber, normalizeMemberNo } from '../../../contract/member-register';
import { encodeRouteValue, maskEmail, maskPhone } from '../../../contract/route-values';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { MemberRegisterTable } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { type CodeSubject, countSend, issueCode, newCode } from '../../platform/one-time-codes';
import { consumeRateLimit } from '../../platform/rate-limit';
import { isoIn, nowIso } from '../../platform/time';
import { hashToken, newToken } from '../../platform/tokens';
import { sendActivationCode } from '../access/public';
import { verifyBotCheck } from './altcha';
import { canActivate } from './look-up-member';

type ActivationInput = z.output<typeof activationRequestSchema>;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares ID or passport numbers without spaces or case, in constant time. */
export function sameIdNumber(onRecord: string, typed: string): boolean {
  return timingSafeEqual(digest(normalizeIdNumber(onRecord)), digest(normalizeIdNumber(typed)));
}

/** Thrown inside the decoy transaction so that its writes are undone. */
class Decoy extends Error {}

/**
 * Step one of activation (spec 1 §2 "request activation"). Only when the member number names an
 * entry without an account and the ID or passport number matches it does a code go out, and only to
 * the e-mail and phone the register holds (decisions.md "The member register", decision 0019). The
 * e-mail and phone typed in the form are never a destination: member numbers and names are public,
 * so a typed contact would hand the member's account to whoever knows their ID number.
 *
 * A mismatch (unknown number, wrong ID, a member who already has an account or is deceased) always
 * gets the same answer, a decoy handle and `messages.activationRequested`, so it never tells which
 * detail was wrong; it runs the same writes in a transaction it then rolls back. It does not count
 * against the member's or phone's send limits, since nothing was sent: the right details a moment
 * after a typo still get a code. The per-member request limit holds guessing back. Only once the ID number matched, which is the secret
 * the caller had to know, does the answer differ: it names the contacts the code went to, masked,
 * or, when the register holds no e-mail (the account's sign-in, decision 0019), says so and points
 * to the secretariat without sending anything. That confirms to the caller an ID number they typed
 * right, tells them no more of the contacts than a mask, and every real send also reaches the member.
 */
export async function requestActivation(
  context: AppContext,
  input: ActivationInput,
  clientIp: string,
): Promise<ActivationRequested> {
  const { db } = context;
  await consumeRateLimit(db, 'activationRequestsPerAddress', clientIp);
  await verifyBotCheck(context, input.altcha);
  const memberNo = normalizeMemberNo(input.memberNo);
  await consumeRateLimit(db, 'activationRequestsPerMember', memberNo);

  const entry = await db
    .selectFrom('member_register')
    .selectAll()
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
  // The register's contacts only; input.eMailAddress and input.phoneNo are not read.
  const contacts = { email: entry?.email ?? null, phone: entry?.phone ?? null };
  const idMatches = sameIdNumber(entry?.id_number ?? '', input.IdentificationDocumentNo);
  const subject: CodeSubject | undefined = entry
    ? { purpose: 'activation', registerId: entry.id, ...contacts }
    : undefined;

  if (entry && subject && idMatches && canActivate(entry)) {
    // The account signs in with the register's e-mail, so without one a code (even by SMS to a phone
    // on record) could not make an account: nothing is sent and the member is sent to the secretariat.
    if (!contacts.email) throw conflict(activationMessages.noEmailOnRecord(await secretariat(context)));
    const email = contacts.email;
    const handle = await db.transaction().execute(async (trx) => {
      const { handle, code } = await issueCode(trx, subject);
      await deliver({ ...context, db: trx }, entry, contacts, handle, code, memberNo);
      return handle;
    });
    const sentTo = [maskEmail(email), ...(contacts.phone ? [maskPhone(contacts.phone)] : [])];
    return { id: handle, message: activationMessages.codeSent(sentTo) };
  }

  const decoy = newToken();
  // Only the decoy handle is counted (so resending it meets the same wait as a real one): no code
  // went to the member, so a typo must not start their resend wait (issue 28). Guessing ID numbers
  // is held back by activationRequestsPerMember above, which says how long it holds.
  await countSend(db, decoy);
  await db
    .transaction()
    .execute(async (trx) => {
      await stageDecoyCode(trx, subject);
      await deliver({ ...context, db: trx }, entry, contacts, decoy, newCode(), memberNo);
      throw new Decoy();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Decoy)) throw error;
    });
  return { id: decoy, message: messages.activationRequested };
}

/** The body's e-mail and phone (company information, editable by staff), for members to contact. */
async function secretariat(context: AppContext): Promise<string[]> {
  const company = await context.db
    .selectFrom('company_information')
    .select(['email', 'phone'])
    .orderBy('id')
    .executeTakeFirst();
  return [company?.email, company?.phone].filter((value): value is string => !!value?.trim());
}

async function deliver(
  context: AppContext,
  entry: Pick<MemberRegisterTable, 'member_no'> | undefined,
  contacts: { email: string | null; phone: string | null },
  handle: string,
  code: string,
  memberNo: string,
): Promise<void> {
  const route = encodeRouteValue({ id: handle, email: contacts.email, memberNo });
  await sendActivationCode(context, contacts, code, `/activate/${route}`);
  await recordAudit(context.db, {
    actor: null,
    action: 'activation.requested',
    subjectType: 'member_register',
    subjectId: entry?.member_no ?? memberNo,
    details: { email: contacts.email !== null, phone: contacts.phone !== null },
  });
}

/** The statements issueCode runs after counting, for the decoy path (rolled back afterwards). */
async function stageDecoyCode(db: Db, subject: CodeSubject | undefined): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('one_time_codes')
    .set({ consumed_at: now })
    .where('consumed_at', 'is', null)
    .where('purpose', '=', 'activation')
    .where('register_id', '=', subject?.registerId ?? -1)
    .execute();
  await db
    .insertInto('one_time_codes')
    .values({
      handle_hash: hashToken(newToken()),
      purpose: 'activation',
      user_id: null,
      register_id: null,
      email: null,
      phone: null,
      code_hash: hashToken(newToken()),
      attempts: 0,
      expires_at: isoIn(0),
      consumed_at: null,
      created_at: now,
    })
    .execute();
}
