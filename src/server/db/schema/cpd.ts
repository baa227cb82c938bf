import type { Generated } from 'kysely';
import type { CpdRecordStatus } from '../../../contract/cpd-points';
import type { CpdAuditOutcome } from '../../../contract/cpd-review-messages';
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

/** The yearly random CPD audit (migration 0037, decision 0047). */
export interface CpdAuditsTable {
  id: Generated<number>;
  cpd_year: number;
  /** The year while the audit stands, null once cancelled: one standing audit a year. */
  active_year: number | null;
  share_percent: number;
  /** YYYY-MM-DD: evidence is due by the end of this day. */
  deadline: string;
  /** 8 hexadecimal digits (contract/cpd-audit-draw.ts). */
  seed: string;
  algorithm: string;
  eligible_count: number;
  selected_count: number;
  status: 'active' | 'cancelled';
  started_by: number | null;
  started_at: string;
  cancelled_by: number | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
}

export interface CpdAuditMembersTable {
  id: Generated<number>;
  audit_id: number;
  /** member_register.id: the register is the system of record (decision 0047). */
  member_id: number;
  /** The account the register linked at the draw; null for a member without one. */
  user_id: number | null;
  member_no: string;
  category_code: string;
  /** 1 for the first member drawn. */
  draw_position: number;
  outcome: CpdAuditOutcome;
  outcome_note: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
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
