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

export const goodStandingReasons = {
  noMemberNo: 'You do not have a member number yet.',
  notActive: 'Your membership is not active in the register.',
  overdue: 'You have overdue invoices. Pay them to return to good standing.',
} as const;

/** POST dashboard/my-projects: where the My Projects link goes, with a short-lived signed hand-off. */
export const myProjectsLinkSchema = z.object({ url: z.string() });
export const MY_PROJECTS_TOKEN_SECONDS = 120;
export const myProjectsMessages = {
  notConfigured: 'My Projects is not available on this portal.',
  notForGraduates: 'My Projects is not available to graduate members.',
  tokenInvalid: 'This hand-off token is invalid, expired or already used.',
} as const;
/** Graduates: no My Projects, and their acceptance letter reads as the graduate certificate (spec 1 §2). */
export const GRADUATE_CATEGORY = 'GRADUATE';
/** The category for which My Projects is hidden (spec 1 §2). */
export const MY_PROJECTS_EXCLUDED_CATEGORY = GRADUATE_CATEGORY;

/** What the receiving projects system learns about the member from a redeemed hand-off token. */
export const projectsHandoffRequestSchema = z.object({ token: z.string().min(1).max(1000) });
export const projectsHandoffSchema = z.object({
  profileId: z.string(),
  memberNo: z.string().nullable(),
  name: z.string(),
  category: z.string().nullable(),
});

/** The dashboard certificate pages' one failure text (spec 1 §2), whatever went wrong. */
export const dashboardCertificateMessages = { failed: 'Oops, something went wrong.' } as const;
