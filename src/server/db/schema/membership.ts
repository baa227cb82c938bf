import type { Generated } from 'kysely';
import type { ApplicationStatus } from '../../../contract/applications';
import type { MemberStatus } from '../../../contract/member-register';
import type { Flag } from './flag';

/** The member register, applications and their requirements. */

/** A requirements checklist item a category's applicants of a user type must pass (migration 0008). */
export interface ChecklistRulesTable {
  id: Generated<number>;
  category_code: string;
  user_type: 'Individual' | 'Corporate';
  item_code: string;
  description: string;
  sequence: number;
  active: Generated<Flag>;
}

export interface MemberRegisterTable {
  id: Generated<number>;
  member_no: string;
  first_name: string;
  second_name: string | null;
  last_name: string;
  id_number: string;
  email: string | null;
  phone: string | null;
  category: string;
  status: MemberStatus;
  user_id: number | null;
  activated_at: string | null;
  /** The day the member was admitted through the portal (YYYY-MM-DD); null when imported. */
  admitted_on: Generated<string | null>;
  /** The key of the public card of a member without a profile (migration 0028). */
  public_id: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** Every change of a member's status, by whom, why and from when (migration 0028). */
export interface MemberStatusChangesTable {
  id: Generated<number>;
  member_id: number;
  from_status: MemberStatus;
  to_status: MemberStatus;
  reason: string;
  /** YYYY-MM-DD */
  effective_on: string;
  actor_user_id: number | null;
  actor_name: string;
  created_at: string;
}

/** Staff notes on a member record, never shown to the member. */
export interface MemberNotesTable {
  id: Generated<number>;
  member_id: number;
  body: string;
  author_user_id: number | null;
  author_name: string;
  created_at: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  application_no: string;
  user_id: number;
  category: string;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  /** The latest submission; null until the applicant first submits. */
  submitted_at: string | null;
  /** More than one: submitted again after a return for correction ('re-Submit'). */
  submission_count: Generated<number>;
  assigned_member_no: string | null;
  /** When it was released or rejected (the letters' date). */
  decided_at: string | null;
  /** The staff reviewer it is assigned to, and since when (migration 0033); null: unassigned. */
  assignee_user_id: Generated<number | null>;
  assigned_at: Generated<string | null>;
  /** When it reached its current status: its due date counts from here (migration 0033). */
  stage_entered_at: Generated<string | null>;
}

export interface ApplicationTransitionsTable {
  id: Generated<number>;
  application_id: number;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  actor_user_id: number | null;
  actor_name: string;
  comment: string | null;
  created_at: string;
}

export interface ApplicationCommentsTable {
  id: Generated<number>;
  application_id: number;
  author_user_id: number | null;
  author_name: string;
  comment: string;
  hidden_from_applicant: Generated<Flag>;
  created_at: string;
}

/** The last member number handed out per prefix (membership_categories.member_no_prefix). */
export interface MemberNumberSeriesTable {
  prefix: string;
  last_value: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  message: string;
  action: string | null;
  read_at: string | null;
  created_at: string;
}

export interface ApplicationRequirementsTable {
  id: Generated<number>;
  category_code: string;
  sequence: number;
  description: string;
}
