import { randomBytes } from 'node:crypto';
import { cpdTranscriptMessages } from '../../../contract/cpd-compliance';
import type { CpdTranscriptQuery } from '../../../contract/cpd-compliance-schemas';
import { type CpdProgress, countedPoints } from '../../../contract/cpd-records';
import { currentYear, todayIso } from '../../../contract/profile-sections/fields';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/errors';
import { issuerOf } from '../../platform/pdf/issuer';
import { nowIso } from '../../platform/time';
import { activityTypeRules } from './activity-types';
import { progressOf } from './cpd-progress';
import { renderCpdTranscriptPdf } from './cpd-transcript-pdf';
import { cpdMemberOf } from './logged-records';

/** One verified activity or award as the transcript prints it. */
export interface TranscriptLine {
  date: string;
  activity: string;
  title: string;
  provider: string;
  /** Null for awards, which are points, not hours. */
  hours: number | null;
  /** What it counts after its type's yearly cap. */
  points: number;
}

export interface TranscriptYear {
  year: number;
  lines: TranscriptLine[];
  progress: CpdProgress;
}

export interface CpdTranscript {
  transcriptNo: string;
  memberName: string;
  memberNo: string;
  fromYear: number;
  toYear: number;
  issuedOn: string;
  years: TranscriptYear[];
  byType: { name: string; structured: boolean; points: number }[];
  totalPoints: number;
  structuredPoints: number;
}

interface TranscriptMember {
  id: number;
  memberNo: string;
  name: string;
  category: string;
  userId: number | null;
}

const memberRows = (db: Db) =>
  db
    .selectFrom('member_register')
    .select(['id', 'member_no', 'first_name', 'second_name', 'last_name', 'category', 'user_id']);

const toMember = (row: {
  id: number;
  member_no: string;
  first_name: string;
  second_name: string | null;
  last_name: string;
  category: string;
  user_id: number | null;
}): TranscriptMember => ({
  id: row.id,
  memberNo: row.member_no,
  name: [row.first_name, row.second_name, row.last_name].filter(Boolean).join(' '),
  category: row.category,
  userId: row.user_id,
});

/** The caller's own register entry: 403 without a member number (as for logging CPD), 404 off the register. */
export async function ownTranscriptMember(db: Db, userId: number): Promise<TranscriptMember> {
  const { memberNo } = await cpdMemberOf(db, userId);
  return transcriptMemberByNo(db, memberNo);
}

export async function transcriptMemberByNo(db: Db, memberNo: string): Promise<TranscriptMember> {
  const row = await memberRows(db).where('member_no', '=', memberNo.trim()).executeTakeFirst();
  if (!row) throw notFound(cpdTranscriptMessages.notAMember);
  return toMember(row);
}

/** The years asked for: last year when left out; one end alone is a single year. */
export function transcriptYears(query: CpdTranscriptQuery): { from: number; to: number } {
  const from = query.from ?? query.to ?? currentYear() - 1;
  return { from, to: query.to ?? from };
}

async function yearOf(db: Db, member: TranscriptMember, year: number): Promise<TranscriptYear> {
  const progress = await progressOf(
    db,
    // A member without an account has logged nothing: progress then reads no records or awards.
    { userId: member.userId ?? -1, category: member.category },
    year,
  );
  if (member.userId === null) return { year, lines: [], progress };
  const [types, records, awards] = await Promise.all([
    activityTypeRules(db),
    db
      .selectFrom('cpd_records')
      .innerJoin('cpd_activity_types as type', 'type.id', 'cpd_records.activity_type_id')
      .select([
        'cpd_records.id',
        'cpd_records.activity_type_id',
        'cpd_records.start_date',
        'cpd_records.title',
        'cpd_records.provider',
        'cpd_records.hours',
        'cpd_records.points',
        'type.name as type_name',
      ])
      .where('cpd_records.user_id', '=', member.userId)
      .where('cpd_records.cpd_year', '=', year)
      .where('cpd_records.status', '=', 'verified')
      .execute(),
    db
      .selectFrom('cpd_awards')
      .select(['event_date', 'description', 'provider', 'points'])
      .where('user_id', '=', member.userId)
      .where('period', '=', year)
      .execute(),
  ]);
  const counted = countedPoints(
    records.map((row) => ({
      id: row.id,
      activityTypeId: row.activity_type_id,
      startDate: row.start_date,
      status: 'verified' as const,
      points: Number(row.points),
    })),
    new Map(types.map((type) => [type.id, type])),
  );
  const lines: TranscriptLine[] = [
    ...awards.map((award) => ({
      date: award.event_date,
      activity: 'Event or award',
      title: award.description,
      provider: award.provider,
      hours: null,
      points: Number(award.points),
    })),
    ...records.map((row) => ({
      date: row.start_date,
      activity: row.type_name,
      title: row.title,
      provider: row.provider,
      hours: Number(row.hours),
      points: counted.get(row.id) ?? 0,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return { year, lines, progress };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The transcript's content for a member and years, with a fresh number. */
export async function composeTranscript(
  db: Db,
  member: TranscriptMember,
  range: { from: number; to: number },
): Promise<CpdTranscript> {
  const years: TranscriptYear[] = [];
  for (let year = range.from; year <= range.to; year += 1) years.push(await yearOf(db, member, year));
  const byType = new Map<string, { name: string; structured: boolean; points: number }>();
  for (const { progress } of years)
    for (const row of progress.byType) {
      if (row.earned === 0) continue;
      const entry = byType.get(row.name) ?? { name: row.name, structured: row.structured, points: 0 };
      entry.points = round(entry.points + row.earned);
      byType.set(row.name, entry);
    }
  return {
    transcriptNo: `CPDT-${todayIso().slice(0, 4)}-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`,
    memberName: member.name,
    memberNo: member.memberNo,
    fromYear: range.from,
    toYear: range.to,
    issuedOn: todayIso(),
    years,
    byType: [...byType.values()],
    totalPoints: round(years.reduce((sum, year) => sum + year.progress.earned, 0)),
    structuredPoints: round(years.reduce((sum, year) => sum + year.progress.structuredEarned, 0)),
  };
}

/** The public page a transcript's QR code opens. */
export const cpdTranscriptUrl = (publicUrl: string, transcriptNo: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/cpd-transcript-verify/${encodeURIComponent(transcriptNo)}`;

/**
 * Issues a transcript: composes it, keeps what it says (for the public check) and renders the PDF,
 * base64 as the other papers are answered.
 */
export async function issueTranscript(
  context: AppContext,
  member: TranscriptMember,
  range: { from: number; to: number },
  issuedBy: number,
): Promise<string> {
  const { db } = context;
  const transcript = await composeTranscript(db, member, range);
  await db
    .insertInto('cpd_transcripts')
    .values({
      transcript_no: transcript.transcriptNo,
      member_id: member.id,
      member_no: transcript.memberNo,
      member_name: transcript.memberName,
      from_year: transcript.fromYear,
      to_year: transcript.toYear,
      total_points: transcript.totalPoints,
      structured_points: transcript.structuredPoints,
      issued_by: issuedBy,
      issued_at: nowIso(),
    })
    .execute();
  const pdf = await renderCpdTranscriptPdf(
    transcript,
    await issuerOf(db),
    cpdTranscriptUrl(context.env.PUBLIC_URL, transcript.transcriptNo),
  );
  return pdf.toString('base64');
}
