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
  cursor_user_id: Generated<number>;
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
