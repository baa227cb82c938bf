import type { Generated } from 'kysely';
import type { CpdRecordStatus } from '../../../contract/cpd-points';
import type { Flag } from './flag';

/** CPD members log themselves, its activity types and the yearly requirements (migration 0036). */

export interface CpdActivityTypesTable {
  id: Generated<number>;
  name: string;
  structured: Flag;
  points_per_hour: number;
  /** Null: no cap. */
  max_points_per_activity: number | null;
  max_points_per_year: number | null;
  active: Generated<Flag>;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface CpdRecordsTable {
  id: Generated<number>;
  user_id: number;
  activity_type_id: number;
  title: string;
  provider: string;
  start_date: string;
  end_date: string;
  hours: number;
  reflection: string;
  evidence_document_id: string | null;
  status: CpdRecordStatus;
  /** The activity's own points, capped per activity when it was last saved. */
  points: number;
  /** The start date's year. */
  cpd_year: number;
  submitted_at: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  review_note: string | null;
  created_at: string;
  updated_at: string;
}

export interface CpdRequirementsTable {
  id: Generated<number>;
  category_code: string;
  cpd_year: number;
  total_points: number;
  min_structured_points: number;
  created_at: string;
  updated_at: string;
}

/** One CPD reminder sent: a member, a CPD year and a reminder point (MM-DD) of it (migration 0038). */
export interface CpdRemindersSentTable {
  id: Generated<number>;
  member_id: number;
  cpd_year: number;
  point: string;
  /** 1: behind and reminded; 0: on track at that point, nothing sent. */
  sent: Flag;
  sent_at: string;
}

/** A CPD transcript issued, as its PDF said it, for the public verification page (migration 0038). */
export interface CpdTranscriptsTable {
  id: Generated<number>;
  transcript_no: string;
  member_id: number;
  member_no: string;
  member_name: string;
  from_year: number;
  to_year: number;
  total_points: number;
  structured_points: number;
  issued_by: number | null;
  issued_at: string;
}
