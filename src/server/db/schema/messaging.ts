import type { Generated, Selectable } from 'kysely';

/** Outgoing email and SMS. */

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  status: 'pending' | 'sent' | 'failed' | 'logged';
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export type OutboxRow = Selectable<OutboxTable>;
