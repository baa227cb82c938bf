import { z } from 'zod';

/** The dashboard's "General Information" card (spec 1 §2 /dashboard). */
export const generalInformationSchema = z.object({
  name: z.string(),
  registrationNo: z.string().nullable(),
  category: z.string().nullable(),
  discipline: z.string().nullable(),
  workplace: z.string().nullable(),
});
export type GeneralInformation = z.infer<typeof generalInformationSchema>;
