import type { Generated } from 'kysely';
import type { LicenceStatus } from '../../../contract/licences';

/** Practising licences (migration 0019). */

export interface LicenceApplicationsTable {
  id: Generated<number>;
  application_no: string;
  user_id: number;
  profile_id: string;
  member_no: string;
  member_category: string;
  document_type: 'New' | 'Renewal';
  amount_cents: number;
  status: LicenceStatus;
  /** contract licenceDetailsSchema as JSON text. */
  details: string;
  scan_document_id: string | null;
  uploaded_at: string | null;
  licence_no: string | null;
  /** The first and last day an issued licence is valid (YYYY-MM-DD, migration 0031); null until issued. */
  valid_from: string | null;
  valid_until: string | null;
  decision_comment: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The last licence number handed out per year (LIC/{year}/{seq}). */
export interface LicenceNumberSeriesTable {
  year: number;
  last_value: number;
}
