import type { Generated } from 'kysely';
import type { UpgradeStatus } from '../../../contract/upgrades';
import type { Flag } from './flag';

/** Category upgrades (migration 0018). */

export interface UpgradesTable {
  id: Generated<number>;
  upgrade_no: string;
  user_id: number;
  member_no: string;
  from_category: string;
  to_category: string;
  amount_cents: number;
  subs_period: number;
  status: UpgradeStatus;
  requested_date: string | null;
  submitted_at: string;
  /** When it was approved or rejected (the acceptance letter's date). */
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface UpgradeTransitionsTable {
  id: Generated<number>;
  upgrade_id: number;
  from_status: UpgradeStatus | null;
  to_status: UpgradeStatus;
  actor_user_id: number | null;
  actor_name: string;
  comment: string | null;
  created_at: string;
}

export interface UpgradeCommentsTable {
  id: Generated<number>;
  upgrade_id: number;
  author_user_id: number | null;
  author_name: string;
  comment: string;
  hidden_from_applicant: Generated<Flag>;
  created_at: string;
}
