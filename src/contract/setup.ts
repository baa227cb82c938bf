import { z } from 'zod';
import { userTypes } from './auth';

/** Shapes of the setup lookups (spec 1 §3 "Setup lists"), served under /api/setup and /api/company. */
export const chargeItems = ['APPLICATION', 'SUBSCRIPTION', 'UPGRADE', 'LICENSE'] as const;
export type ChargeItem = (typeof chargeItems)[number];

export const countrySchema = z.object({ code: z.string(), displayName: z.string(), nationality: z.string() });
export const countySchema = z.object({
  CountyNo: z.number(),
  countyName: z.string(),
  countryCode: z.string(),
});
export const citySchema = z.object({
  Code: z.string(),
  City: z.string(),
  County: z.number(),
  PostCode: z.string(),
});
export const titleSchema = z.object({
  title: z.string(),
  description: z.string(),
  entitled: z.boolean(),
  sequenceID: z.number(),
});
export const codeDescriptionSchema = z.object({ code: z.string(), description: z.string() });
export const specializationTypeSchema = z.object({
  code: z.string(),
  description: z.string(),
  discipline: z.string(),
});
export const chargeSchema = z.object({
  Charge_Item: z.enum(chargeItems),
  Currency_Code: z.literal('KES'),
  Amount_Including_VAT: z.number(),
});
export const categorySchema = z.object({
  Code: z.string(),
  Description: z.string(),
  categoryType: z.enum(userTypes),
  CanApply: z.boolean(),
  entitled: z.boolean(),
  charges: z.array(chargeSchema),
});
export const universitySchema = z.object({
  code: z.string(),
  description: z.string(),
  foreign: z.boolean(),
  countryCode: z.string(),
  accreditedPrograms: z.array(z.string()),
});
export const disclaimerTypes = ['Activation', 'Application'] as const;
export type DisclaimerType = (typeof disclaimerTypes)[number];
export const disclaimerSchema = z.object({
  disclaimerType: z.enum(disclaimerTypes),
  description: z.string(),
});
export const termsSchema = z.object({ termsAndConditions: z.string(), projectURL: z.string() });
export const companyInformationSchema = z.object({
  displayName: z.string(),
  shortName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  website: z.string(),
  /** A data: URL the browser can put straight into an <img>. */
  logo: z.string(),
});

export type Country = z.infer<typeof countrySchema>;
export type County = z.infer<typeof countySchema>;
export type City = z.infer<typeof citySchema>;
export type Title = z.infer<typeof titleSchema>;
export type CodeDescription = z.infer<typeof codeDescriptionSchema>;
export type SpecializationType = z.infer<typeof specializationTypeSchema>;
export type Category = z.infer<typeof categorySchema>;
export type University = z.infer<typeof universitySchema>;
export type Disclaimer = z.infer<typeof disclaimerSchema>;
export type Terms = z.infer<typeof termsSchema>;
export type CompanyInformation = z.infer<typeof companyInformationSchema>;

/** The plain code lists that share one table and one endpoint shape: GET /api/setup/lists/{list}. */
export const codeLists = [
  'qualifications',
  'certificates',
  'divisions',
  'industry-groups',
  'referee-types',
  'attachment-types',
  'employee-types',
] as const;
export type CodeList = (typeof codeLists)[number];

/** Staff edits of the body's identity, terms and disclaimers (super-admin, spec 1 §3 "Setup lists"). */
export const setupAdminMessages = {
  companySaved: 'Company information saved',
  logoSaved: 'Logo saved',
  termsSaved: 'Terms saved',
  disclaimerSaved: 'Disclaimer saved',
  disclaimerRemoved: 'Disclaimer removed',
  logoRequired: 'Logo is required',
  logoNotAnImage: 'Logo must be a PNG or JPEG image',
  logoTooLarge: 'Logo should be less than 1MB',
} as const;

/** A logo travels inside every company-information answer and PDF, so it stays small. */
export const logoMaxBytes = 1_000_000;

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(200, `${label} must be at most 200 characters`)
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
      `${label} must start with http:// or https://`,
    );

export const companyInformationUpdateSchema = z.object({
  displayName: requiredText('Display name', 120),
  shortName: requiredText('Short name', 20),
  email: z
    .string()
    .trim()
    .max(120, 'E-mail must be at most 120 characters')
    .pipe(z.email('E-mail must be valid')),
  phone: requiredText('Phone', 30),
  address: requiredText('Address', 300),
  website: optionalUrl('Website'),
});
export type CompanyInformationUpdate = z.infer<typeof companyInformationUpdateSchema>;

export const termsUpdateSchema = z.object({
  termsAndConditions: requiredText('Terms and conditions', 20_000),
  projectURL: optionalUrl('Project URL'),
});
export type TermsUpdate = z.infer<typeof termsUpdateSchema>;

/** An empty description removes the disclaimer: its consent dialog then no longer appears. */
export const disclaimerUpdateSchema = z.object({
  description: z.string().trim().max(5000, 'Disclaimer must be at most 5000 characters'),
});
export type DisclaimerUpdate = z.infer<typeof disclaimerUpdateSchema>;
