import { type AttendanceResult, cpdMessages } from '../../../contract/cpd';
import type { Db } from '../../db/database';
import type { AuditActor } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import { CsvError, detectDelimiter, normalizeHeader, parseCsv } from '../member-register/public';
import {
  type AttendanceCandidate,
  awardCandidates,
  type BookingRow,
  eventForAttendance,
  type OnAwarded,
} from './award-attendance';

type Column = 'memberNo' | 'email';

/** 'memberNo', 'Member No', 'MEMBER_NO' and 'E-mail' all name a column the sheet may use. */
function columnOf(header: string): Column | null {
  const name = normalizeHeader(header).replace(/_/g, '');
  if (name === 'memberno') return 'memberNo';
  if (name === 'email') return 'email';
  return null;
}

function readSheet(csv: string) {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(csv.replace(/^\uFEFF/, ''), detectDelimiter(csv));
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(error.message);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw badRequest(cpdMessages.csvEmpty);
  const columns = new Map<Column, number>();
  header.fields.forEach((field, index) => {
    const column = columnOf(field);
    if (column && !columns.has(column)) columns.set(column, index);
  });
  if (columns.size === 0) throw badRequest(cpdMessages.csvHeader);
  if (rows.length === 0) throw badRequest(cpdMessages.csvEmpty);
  return { columns, rows };
}

/** The event's bookings by the holder's member number (upper case) and account e-mail (lower case). */
async function bookingsOf(db: Db, eventId: number) {
  const rows = await db
    .selectFrom('event_bookings')
    .innerJoin('users', 'users.id', 'event_bookings.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'event_bookings.user_id')
    .selectAll('event_bookings')
    .select(['users.email', 'profiles.member_no'])
    .where('event_bookings.event_id', '=', eventId)
    .execute();
  const byMemberNo = new Map<string, BookingRow>();
  const byEmail = new Map<string, BookingRow>();
  for (const { email, member_no, ...booking } of rows) {
    if (member_no) byMemberNo.set(member_no.trim().toUpperCase(), booking);
    byEmail.set(email.trim().toLowerCase(), booking);
  }
  return { byMemberNo, byEmail };
}

/**
 * POST admin/events/{no}/attendance/import: a sheet whose first row names a memberNo or email
 * column; each later row is matched to a booking of the event by the holder's member number or
 * account e-mail and awarded as if ticked. A row naming nobody who booked is reported by its line.
 */
export async function importAttendance(
  db: Db,
  eventNo: string,
  csv: string,
  options: { actor: AuditActor | null; onAwarded?: OnAwarded },
): Promise<AttendanceResult> {
  const event = await eventForAttendance(db, eventNo);
  const { columns, rows } = readSheet(csv);
  const { byMemberNo, byEmail } = await bookingsOf(db, event.id);
  const memberNoColumn = columns.get('memberNo');
  const emailColumn = columns.get('email');
  const candidates: AttendanceCandidate[] = rows.map(({ line, fields }) => {
    const memberNo = memberNoColumn === undefined ? '' : (fields[memberNoColumn] ?? '').trim();
    const email = emailColumn === undefined ? '' : (fields[emailColumn] ?? '').trim();
    // A row with both is matched by its member number first, the sturdier of the two.
    const booking =
      (memberNo ? byMemberNo.get(memberNo.toUpperCase()) : undefined) ??
      (email ? byEmail.get(email.toLowerCase()) : undefined);
    return { line, value: memberNo || email, booking };
  });
  return awardCandidates(db, event, candidates, { ...options, action: 'cpd.attendance-import' });
}
