import type { Selectable } from 'kysely';
import type { MemberSearchResult } from '../../../contract/member-search';
import type { MemberSearchTable } from '../../db/schema';
import { isInGoodStandingOn } from '../member-register/public';

/** The public columns of a result; the matching keys are never selected. */
export const publicResultColumns = [
  'card_id',
  'first_name',
  'second_name',
  'last_name',
  'titles',
  'member_no',
  'category_description',
  'gender',
  'status',
  'overdue_from',
  'discipline',
  'picture_document_id',
] as const;

/** The whole-value keys a term is matched against: member number, ID numbers and e-mails. */
export const exactKeyColumns = [
  'member_no_key',
  'id_key',
  'account_id_key',
  'email_key',
  'account_email_key',
] as const;

export type PublicRow = Pick<Selectable<MemberSearchTable>, (typeof publicResultColumns)[number]>;

/** A result but for its good standing, which depends on the day it is asked. */
export type ResultWithoutStanding = Omit<MemberSearchResult, 'InGoodStanding'>;

export const photoUrlOf = (cardId: string, pictureDocumentId: string | null): string | null =>
  pictureDocumentId ? `/api/profile/search/photo/${encodeURIComponent(cardId)}` : null;

export function resultWithoutStanding(row: PublicRow): ResultWithoutStanding {
  return {
    ProfileID: row.card_id,
    FirstName: row.first_name,
    SecondName: row.second_name,
    LastName: row.last_name,
    profileTitle: row.titles,
    MemberNo: row.member_no,
    MemberShipType: row.category_description,
    Gender: row.gender,
    Status: row.status,
    Discipline: row.discipline,
    PhotoUrl: photoUrlOf(row.card_id, row.picture_document_id),
  };
}

/**
 * A result from its index row. Good standing is judged against `today` (the Nairobi date) from the
 * kept earliest due date of unpaid invoices, so it follows the passing of days without the row
 * being written again.
 */
export const toResult = (row: PublicRow, today: string): MemberSearchResult => ({
  ...resultWithoutStanding(row),
  InGoodStanding: isInGoodStandingOn(row.status, row.overdue_from, today),
});
