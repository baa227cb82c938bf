import type { Generated } from 'kysely';
import type { BillingRunStatus } from '../../../contract/subscriptions';

/** Subscriptions (migration 0017): billing runs and the reminders sent per invoice. */

export interface SubscriptionBillingRunsTable {
  id: Generated<number>;
  period: number;
  status: BillingRunStatus;
  total: number;
  processed: Generated<number>;
  billed: Generated<number>;
  already_billed: Generated<number>;
  /** Unused since migration 0028 (runs walk the register): kept for the runs before it. */
  cursor_user_id: Generated<number>;
  /** The last register entry billed; the next chunk starts after it. */
  cursor_member_id: Generated<number>;
  /** JSON: who the run left out and why, counted when it started ([{ reason, count }]). */
  left_out: Generated<string>;
  started_by: number | null;
  started_by_name: string;
  started_at: string;
  finished_at: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  failure: string | null;
}

export interface SubscriptionRemindersTable {
  invoice_id: number;
  kind: 'before' | 'after';
  sent_at: string;
}
