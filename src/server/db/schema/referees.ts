import type { Generated } from 'kysely';
import type { ProfileSectionColumns } from './profile';

/** Referees and the requests e-mailed to them (migration 0010). */

export interface ProfileRefereesTable extends ProfileSectionColumns {
  name: string;
  address: string;
  email: string;
  phone_no: string;
  place_of_work: string;
  designation: string;
  /** A member number of the member register, upper case without spaces. */
  member_no: string;
  /** A code of the setup list referee-types, or '' while that list is empty. */
  referee_type: string;
  /** null while the referee has not answered. */
  response: 'Accept' | 'Reject' | null;
  responded_at: string | null;
}

/** One e-mailed request: the SHA-256 of its link code, valid until expires_at and used once. */
export interface RefereeRequestsTable {
  id: Generated<number>;
  referee_id: number;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  last_reminded_at: string | null;
  reminders_sent: Generated<number>;
}
