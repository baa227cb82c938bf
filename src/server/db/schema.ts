import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { FileKind } from '../../contract/uploads';

/**
 * Table types shared by both dialects. Timestamps are ISO-8601 UTC text and booleans are 0/1
 * integers on SQLite and PostgreSQL alike, so every query returns the same values on both.
 */
type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  phone_no: string | null;
  id_number: string | null;
  name: string | null;
  password_hash: string;
  is_admin: Generated<Flag>;
  is_approver: Generated<Flag>;
  type: 'Individual' | 'Corporate' | null;
  category: string | null;
  email_verified_at: string | null;
  email_reminders: Generated<Flag>;
  email_updates: Generated<Flag>;
  sms_reminders: Generated<Flag>;
  sms_updates: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

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

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  impersonator_id: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface SettingsTable {
  id: Generated<number>;
  site_colors: string;
  site_installed_packages: string;
  minor_settings: string;
  updated_at: string;
  updated_by: number | null;
}

export interface CompanyInformationTable {
  id: Generated<number>;
  display_name: string;
  short_name: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  logo: string;
}

export interface TermsTable {
  id: Generated<number>;
  terms_and_conditions: string;
  project_url: string;
}

export interface DisclaimersTable {
  disclaimer_type: 'Activation' | 'Application';
  description: string;
}

export interface CountriesTable {
  code: string;
  display_name: string;
  nationality: string;
}

export interface CountiesTable {
  county_no: number;
  county_name: string;
  country_code: string;
}

export interface CitiesTable {
  code: string;
  city: string;
  county_no: number;
  post_code: string;
}

export interface TitlesTable {
  code: string;
  description: string;
  entitled: Flag;
  sequence: number;
}

export interface DisciplinesTable {
  code: string;
  name: string;
}

export interface SpecializationTypesTable {
  code: string;
  description: string;
  discipline: string;
}

export interface MembershipCategoriesTable {
  code: string;
  description: string;
  category_type: 'Individual' | 'Corporate';
  can_apply: Flag;
  entitled: Flag;
  member_no_prefix: string;
}

export interface CategoryChargesTable {
  category_code: string;
  charge_item: 'APPLICATION' | 'SUBSCRIPTION' | 'UPGRADE' | 'LICENSE';
  amount_cents: number;
}

export interface CodeListsTable {
  list: string;
  code: string;
  description: string;
}

export interface UniversitiesTable {
  code: string;
  description: string;
  is_foreign: Flag;
  country_code: string;
  accredited_programs: string;
}

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

export interface RateLimitsTable {
  key: string;
  window_started_at: string;
  hits: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  details: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  company_information: CompanyInformationTable;
  terms: TermsTable;
  disclaimers: DisclaimersTable;
  countries: CountriesTable;
  counties: CountiesTable;
  cities: CitiesTable;
  titles: TitlesTable;
  disciplines: DisciplinesTable;
  specialization_types: SpecializationTypesTable;
  membership_categories: MembershipCategoriesTable;
  category_charges: CategoryChargesTable;
  code_lists: CodeListsTable;
  universities: UniversitiesTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  member_register: MemberRegisterTable;
  applications: ApplicationsTable;
  application_requirements: ApplicationRequirementsTable;
  one_time_codes: OneTimeCodesTable;
  link_tokens: LinkTokensTable;
  used_challenges: UsedChallengesTable;
  app_secrets: AppSecretsTable;
  documents: DocumentsTable;
  profile_titles: ProfileTitlesTable;
  profile_specializations: ProfileSpecializationsTable;
  profile_contacts: ProfileContactsTable;
  profile_work_experience: ProfileWorkExperienceTable;
  profile_convictions: ProfileConvictionsTable;
  profile_bankers: ProfileBankersTable;
  profile_services: ProfileServicesTable;
  profile_institutions: ProfileInstitutionsTable;
  profile_attachments: ProfileAttachmentsTable;
  profile_certifications: ProfileCertificationsTable;
  checklist_rules: ChecklistRulesTable;
}

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

export type CodePurpose = 'verify-account' | 'activation';

export interface OneTimeCodesTable {
  id: Generated<number>;
  handle_hash: string;
  purpose: CodePurpose;
  user_id: number | null;
  register_id: number | null;
  email: string | null;
  phone: string | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export type LinkPurpose = 'verify-email' | 'password-reset';

export interface LinkTokensTable {
  id: Generated<number>;
  token_hash: string;
  purpose: LinkPurpose;
  user_id: number;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface UsedChallengesTable {
  signature: string;
  expires_at: string;
}

/** Secrets the server generates once and every instance shares (e.g. the ALTCHA HMAC key). */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** An uploaded file: whose it is and where the file store keeps it (features/documents). */
export interface DocumentsTable {
  /** Opaque random id (UUID), the only id that leaves the server. */
  id: string;
  owner_user_id: number;
  /** The kind detected from the content (contract/uploads.ts). */
  kind: FileKind;
  storage_key: string;
  size: number;
  sha256: string;
  /** Sanitised upload name, used only as the download's file name. */
  original_name: string;
  created_at: string;
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

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type OutboxRow = Selectable<OutboxTable>;
