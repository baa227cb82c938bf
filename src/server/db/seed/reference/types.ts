/**
 * Shared types for the reference (seed) data of the membership portal.
 * Plain data only: these modules contain no logic and no external imports.
 */

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** Display name. */
  name: string;
  /** Demonym, e.g. 'Kenyan'. */
  nationality: string;
}

export interface County {
  /** Official county code, 1..47 (Mombasa = 1 ... Nairobi = 47). */
  no: number;
  name: string;
  countryCode: 'KE';
}

export interface City {
  name: string;
  /** Official county code of the county the town lies in. */
  countyNo: number;
  /** 5-digit Posta Kenya postal code. */
  postalCode: string;
}

export interface Title {
  code: string;
  description: string;
  /** True for professional titles reserved for registered/entitled members. */
  entitled: boolean;
  sequence: number;
}

export interface Discipline {
  code: string;
  name: string;
}

export interface SpecializationType {
  code: string;
  description: string;
  /** Discipline code (see disciplines.ts). */
  discipline: string;
}

export type MembershipCategoryType = 'Individual' | 'Corporate';

export type ChargeItem = 'APPLICATION' | 'SUBSCRIPTION' | 'UPGRADE' | 'LICENSE';

export interface CategoryCharge {
  item: ChargeItem;
  /** Amount in KES including 16% VAT, in integer cents. */
  amountCents: number;
}

export interface MembershipCategory {
  code: string;
  description: string;
  type: MembershipCategoryType;
  canApply: boolean;
  entitled: boolean;
  memberNoPrefix: string;
  charges: readonly CategoryCharge[];
}

export interface CodeDescription {
  code: string;
  description: string;
}

export interface University {
  code: string;
  description: string;
  foreign: boolean;
  /** ISO 3166-1 alpha-2 code. */
  countryCode: string;
  accreditedPrograms: readonly string[];
}

export interface CompanyInformation {
  displayName: string;
  shortName: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  logoSvg: string;
}

export interface Terms {
  termsAndConditions: string;
  projectURL: string;
}

export type DisclaimerType = 'Activation' | 'Application';

export interface Disclaimer {
  type: DisclaimerType;
  description: string;
}
