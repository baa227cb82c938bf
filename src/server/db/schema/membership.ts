import type { Generated } from 'kysely';
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
  status: string;
  user_id: number | null;
  activated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  application_no: string;
  user_id: number;
  category: string;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface ApplicationRequirementsTable {
  id: Generated<number>;
  category_code: string;
  sequence: number;
  description: string;
}
