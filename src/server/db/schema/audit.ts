import type { Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  details: string | null;
  created_at: string;
}
