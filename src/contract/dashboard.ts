import { z } from 'zod';

export { dashboardCertificateMessages, goodStandingReasons, myProjectsMessages } from './dashboard-messages';
export { GRADUATE_CATEGORY, MY_PROJECTS_EXCLUDED_CATEGORY } from './member-categories';

/** The dashboard's "General Information" card (spec 1 §2 /dashboard). */
export const generalInformationSchema = z.object({
  name: z.string(),
  registrationNo: z.string().nullable(),
  category: z.string().nullable(),
  discipline: z.string().nullable(),
  workplace: z.string().nullable(),
});
export type GeneralInformation = z.infer<typeof generalInformationSchema>;

/**
 * GET profile/good-standing/{profileId} (own profile only): decisions.md "Good standing", the one
 * rule behind the dashboard tile, the certificate link and the public checks.
 */
export const goodStandingSchema = z.object({
  InGoodStanding: z.boolean(),
  memberNo: z.string().nullable(),
  /** Why not, in words a member can act on; null when in good standing. */
  reason: z.string().nullable(),
});
export type GoodStanding = z.infer<typeof goodStandingSchema>;

/** POST dashboard/my-projects: where the My Projects link goes, with a short-lived signed hand-off. */
export const myProjectsLinkSchema = z.object({ url: z.string() });

/** Whether My Projects can be opened by the caller; when not, why (the sidebar shows it disabled). */
export const myProjectsAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
});
export const MY_PROJECTS_TOKEN_SECONDS = 120;

/** What the receiving projects system learns about the member from a redeemed hand-off token. */
export const projectsHandoffRequestSchema = z.object({ token: z.string().min(1).max(1000) });
export const projectsHandoffSchema = z.object({
  profileId: z.string(),
  memberNo: z.string().nullable(),
  name: z.string(),
  category: z.string().nullable(),
});

/** What a member is asked to do next, most pressing first (GET dashboard/next-steps). */
export const nextStepKinds = [
  'pay-invoice',
  'upload-licence-form',
  'submit-application',
  'complete-profile',
  'await-referees',
] as const;
export const nextStepSchema = z.object({
  kind: z.enum(nextStepKinds),
  /** Where it is done: the invoice, the application list or the checklist. */
  to: z.string(),
  /** The invoice number for a payment, the licence application's for its signed form. */
  reference: z.string().nullable(),
  /** What is owed on the invoice, KES; null for the other kinds. */
  amount: z.number().nullable(),
  /** The checklist items still failing ('complete-profile'), the referees yet to answer ('await-referees'). */
  items: z.array(z.string()),
});
export type NextStep = z.infer<typeof nextStepSchema>;
