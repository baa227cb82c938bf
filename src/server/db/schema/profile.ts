import type { Generated } from 'kysely';
import type { Flag } from './flag';

/** A user's profile and its list sections. */

export interface ProfilesTable {
  id: Generated<number>;
  profile_id: string;
  user_id: number;
  first_name: string;
  second_name: string | null;
  last_name: string;
  gender: 'Male' | 'Female' | null;
  date_of_birth: string | null;
  id_number: string | null;
  nationality: string;
  county_no: number | null;
  city: string | null;
  discipline: string | null;
  confirmed: Generated<Flag>;
  /** Set when the profile belongs to a registered member (activation, or a released application). */
  member_no: string | null;
  /** Bio (migration 0006): documents.id of the picture and of the ID attachment. */
  picture_document_id: string | null;
  id_document_id: string | null;
  disability: Generated<Flag>;
  pwd_card_no: string | null;
  disability_description: string | null;
  practicing_firm: string | null;
  created_at: string;
  updated_at: string;
}

/** A title a profile uses (migration 0006), in the order chosen. */
export interface ProfileTitlesTable {
  profile_id: number;
  title: string;
  sequence: number;
}

/** A specialization of a profile (migration 0006); entry_no is per profile. */
export interface ProfileSpecializationsTable {
  id: Generated<number>;
  profile_id: number;
  entry_no: number;
  code: string;
  description: string;
  discipline: string;
  created_at: string;
  updated_at: string;
}

/**
 * The columns every profile list section has (features/profile/sections, migration 0005):
 * `entry_no` numbers a profile's entries 1, 2, 3, ... and is unique per profile.
 */
export interface ProfileSectionColumns {
  id: Generated<number>;
  profile_id: number;
  entry_no: number;
  created_at: string;
  updated_at: string;
}

export interface ProfileContactsTable extends ProfileSectionColumns {
  type: 'Personal' | 'Work';
  status: string;
  email: string;
  phone_no: string;
  phone_no_2: string;
  address: string;
  post_code: string;
  country_code: string;
  county_no: number | null;
  city_code: string;
  city_name: string;
  place_of_work: string;
  location: string;
  designation: string;
}

export interface ProfileWorkExperienceTable extends ProfileSectionColumns {
  name_of_firm: string;
  sector: string;
  position_held: string;
  from_date: string;
  to_date: string;
  is_current: Flag;
  responsibilities: string;
}

export interface ProfileConvictionsTable extends ProfileSectionColumns {
  conviction_date: string;
  offence: string;
  sentence_imposed: string;
}

export interface ProfileBankersTable extends ProfileSectionColumns {
  name: string;
  address: string;
}

export interface ProfileServicesTable extends ProfileSectionColumns {
  service: string;
  description: string;
}

export interface ProfileInstitutionsTable extends ProfileSectionColumns {
  institution: string;
  member_no: string;
  membership_type: string;
  year_of_registration: number;
  /** The membership's PDF (documents.id); migration 0007. */
  document_id: string | null;
}

export interface ProfileCertificationsTable extends ProfileSectionColumns {
  type: 'Professional' | 'Educational';
  category: 'Local' | 'Foreign';
  /** null when OTHER (none of the list) was chosen. */
  university_code: string | null;
  institution: string;
  completion_year: number;
  area_of_specialization: string;
  certificate_awarded: string;
  qualification_description: string;
  certificate_no: string;
  certification_class: string;
  start_date: string;
  end_date: string;
  graduation_date: string;
  contact_person: string;
  contact_designation: string;
  contact_address: string;
  contact_email: string;
  contact_country: string;
  document_id: string | null;
}

export interface ProfileAttachmentsTable extends ProfileSectionColumns {
  /** An attachment type code (setup list attachment-types). */
  description: string;
  file_name: string;
  document_id: string | null;
}

/** Shareholders and directors of a firm (migration 0009). */
export interface ProfileFirmPersonColumns extends ProfileSectionColumns {
  name: string;
  identification_document_no: string;
  /** A discipline code, or '' when none was chosen. */
  discipline: string;
  type: 'Member' | 'Non Member';
  /** The member register's member_no for a Member; '' for a Non Member. */
  reg_no: string;
}

export interface ProfileShareholdersTable extends ProfileFirmPersonColumns {
  shares_held: number;
}

export type ProfileDirectorsTable = ProfileFirmPersonColumns;

export interface ProfileFacilitiesTable extends ProfileSectionColumns {
  name_of_equipment: string;
  quantity: number;
  remarks: string;
  /** The ownership evidence (documents.id). */
  document_id: string | null;
}

/** One entry per employee type (code list employee-types) and profile. */
export interface ProfileEmployeesTable extends ProfileSectionColumns {
  code: string;
  /** The type's description when saved. */
  description: string;
  employee_count: number;
}
