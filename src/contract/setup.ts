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
