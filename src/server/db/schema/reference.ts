import type { Generated } from 'kysely';
import type { Flag } from './flag';

/** Site settings, company information and the setup (reference) lists. */

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
  /** The admission (application) fee pays the period the member is admitted in (migration 0028). */
  admission_covers_first_period: Generated<Flag>;
  /** The previous CPD year's compliance is part of good standing (migration 0038). */
  cpd_counts_for_standing: Generated<Flag>;
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
