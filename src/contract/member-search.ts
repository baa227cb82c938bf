import { z } from 'zod';

/**
 * The public Member Checker (spec 1 §2 "Public search", §5, §7, §9; decisions.md "Search pages"):
 * anyone may look a member up. Its answers carry only the allow-list below, never e-mail, phone,
 * ID number, date of birth or documents, even when the search matched on them.
 */

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_TERM_MAX = 100;
export const SEARCH_PLACEHOLDER = 'Search by Member No / ID or Passport / Email / Member Name';

/** decisions.md: ceil(results / 20), at least 1. */
export const searchPageCount = (total: number): number => Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));

export const searchGenders = ['Male', 'Female'] as const;

export const memberSearchMessages = {
  termRequired: 'Enter a member number, ID or passport number, e-mail or name to search.',
  tooManySearches: 'Too many searches from your connection. Please wait a minute and try again.',
  memberNotFound: 'Member not found',
} as const;

/** What the chip beside the status says: decisions.md "Good standing", today. */
export const standingLabel = (inGoodStanding: boolean): string =>
  inGoodStanding ? 'In good standing' : 'Not in good standing';

/** GET profile/search?term=&gender=&category=&page= */
export const memberSearchQuerySchema = z.object({
  term: z
    .string()
    .trim()
    .min(1, memberSearchMessages.termRequired)
    .max(SEARCH_TERM_MAX, `Must be at most ${SEARCH_TERM_MAX} characters`),
  gender: z.enum(searchGenders).optional(),
  category: z.string().trim().min(1).max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

/** One result row: the allow-list, nothing else. */
export const memberSearchResultSchema = z.object({
  /**
   * The card's code (decision 0022): the member's ProfileID, or for a register member without a
   * profile the register entry's random public id.
   */
  ProfileID: z.string(),
  FirstName: z.string(),
  SecondName: z.string().nullable(),
  LastName: z.string(),
  /** The member's titles, e.g. 'Eng. Dr.'; null without any. */
  profileTitle: z.string().nullable(),
  MemberNo: z.string(),
  /** The membership category's name, e.g. 'Corporate Member'. */
  MemberShipType: z.string(),
  Gender: z.enum(searchGenders).nullable(),
  /** The register's status today, e.g. Active or Suspended. */
  Status: z.string(),
  /** decisions.md "Good standing", today: Active and nothing overdue. */
  InGoodStanding: z.boolean(),
  Discipline: z.string().nullable(),
  /** GET profile/search/photo/{ProfileID}; null without a photo. */
  PhotoUrl: z.string().nullable(),
});
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;

export const memberSearchPageSchema = z.object({
  results: z.array(memberSearchResultSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});
export type MemberSearchPage = z.infer<typeof memberSearchPageSchema>;

/** GET profile/search/show/{ProfileID}: the member card; no profile, no photo, discipline or address. */
export const memberCardSchema = memberSearchResultSchema.extend({
  /** The current employer; null when the site setting showWorkPlace is off or none is recorded. */
  Workplace: z.string().nullable(),
  /** Town and county only, never a postal or street address. */
  Address: z.string().nullable(),
  Specializations: z.array(z.string()),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** GET profile/search/stats: the Summary of the public register (the statuses the setting lists). */
export const memberSearchStatsSchema = z.object({
  total: z.number(),
  inGoodStanding: z.number(),
  byCategory: z.array(z.object({ category: z.string(), description: z.string(), count: z.number() })),
  byGender: z.array(z.object({ gender: z.string(), count: z.number() })),
});
export type MemberSearchStats = z.infer<typeof memberSearchStatsSchema>;

/** Every key a public search answer may carry; tests check each response against it. */
export const publicSearchKeys: ReadonlySet<string> = new Set([
  ...Object.keys(memberCardSchema.shape),
  ...Object.keys(memberSearchPageSchema.shape),
  ...Object.keys(memberSearchStatsSchema.shape),
  'category',
  'description',
  'count',
  'gender',
]);
