import type { Generated, Selectable } from 'kysely';
import type { Flag } from './flag';

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
  /** The first failed delivery since the message was queued or resent: the retry window's start. */
  failing_since: string | null;
  /** Carries a one-time code or a one-use link: staff may neither read its body nor resend it. */
  secret: Generated<Flag>;
}

export type OutboxRow = Selectable<OutboxTable>;
