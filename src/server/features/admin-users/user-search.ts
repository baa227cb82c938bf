import type { ExpressionBuilder } from 'kysely';
import { normalizePhone } from '../../../contract/phone';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/like';

export type UserSearchEb = ExpressionBuilder<Database & { p: Database['profiles'] }, 'users' | 'p'>;

const wordColumns = [
  'users.name',
  'users.email',
  'p.profile_id',
  'p.first_name',
  'p.second_name',
  'p.last_name',
] as const;

/** Digits and what people put between them: the search is (part of) a phone number. */
const phoneLike = /^\+?[\d\s().-]+$/;

/**
 * Phones are stored in E.164, so a number typed any other way is compared in that form: whole, as
 * E.164, or in part, as its digits. A part typed the local way (0744 55…) loses its trunk 0, which
 * the stored form does not have.
 */
function phoneMatches(eb: UserSearchEb, search: string) {
  if (!phoneLike.test(search)) return [];
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return [];
  const whole = normalizePhone(search);
  const part = search.startsWith('+') ? digits : digits.replace(/^0/, '');
  return [...(whole ? [eb('users.phone_no', '=', whole)] : []), containsText(eb.ref('users.phone_no'), part)];
}

/**
 * The admin user search of spec 1 §5, case-insensitive and literal (a typed % or _ is that
 * character): every word appears in the name (the account's, or the profile's names for members),
 * the e-mail or the profile id; or the whole text appears in the ID number or the phone, however the
 * phone is typed. Every word rather than any word, so that adding a word narrows the list as an
 * admin expects.
 */
export function matchesUserSearch(eb: UserSearchEb, search: string) {
  const words = search.split(/\s+/).filter(Boolean);
  return eb.or([
    eb.and(words.map((word) => eb.or(wordColumns.map((column) => containsText(eb.ref(column), word))))),
    containsText(eb.ref('users.id_number'), search),
    containsText(eb.ref('users.phone_no'), search),
    ...phoneMatches(eb, search),
  ]);
}
