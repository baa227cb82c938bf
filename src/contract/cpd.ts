import { z } from 'zod';
import { messages } from './common';
import { cpdMessages } from './cpd-messages';
import { CPD_POINTS_MAX } from './events';
import { isIsoDate } from './profile-sections/fields';

export {
  CPD_CERTIFICATE_PATTERN,
  cpdCertificateFileName,
  isCpdCertificateNo,
} from './cpd-certificate-numbers';
export { cpdMessages } from './cpd-messages';

/**
 * CPD (spec 3 §2.8, §3 "CPD award", §5, §7 CPD; decisions.md "Events"): points come from attended
 * events (staff mark attendance or import a sheet) or from an award staff record by hand. Each
 * award has its own certificate number, checked publicly at /cert-verify/{certificateNo}.
 */

/** The award as the member's CPD table reads it (GET cpd_awards/awards?memberNo=). */
export const cpdAwardSchema = z.object({
  memberNo: z.string().nullable(),
  /** The event's name, or what a hand-recorded award was for. */
  description: z.string(),
  provider: z.string(),
  location: z.string(),
  eventDate: z.string(),
  endDate: z.string(),
  pointAwarded: z.number(),
  /** The event's number; null for an award recorded by hand. */
  eventCode: z.string().nullable(),
  certificateNo: z.string(),
  /** The year the points count for (the event's start year). */
  period: z.number(),
});
export type CpdAward = z.infer<typeof cpdAwardSchema>;

/** GET cpd_awards/points?memberNo=: the separate points figure, with the per-year chart's data. */
export const cpdPointsSchema = z.object({
  points: z.number(),
  currentYearPoints: z.number(),
  byYear: z.array(z.object({ year: z.number(), points: z.number() })),
});
export type CpdPoints = z.infer<typeof cpdPointsSchema>;

/** Both CPD reads take the member's own number; any other number answers 404. */
export const cpdQuerySchema = z.object({ memberNo: z.string().trim().min(1).max(40) });

/** The CPD table's total row: the sum of pointAwarded over the rows shown (spec 3 §5). */
export const cpdTotal = (awards: readonly Pick<CpdAward, 'pointAwarded'>[]): number =>
  awards.reduce((sum, award) => sum + award.pointAwarded, 0);

/** POST admin/events/{no}/attendance: the bookings staff tick as attended. */
export const markAttendanceSchema = z.object({
  bookingNos: z.array(z.string().trim().min(1).max(40)).min(1).max(5000),
});

/** Well under the API's 1 MiB body limit, which the sheet travels in as JSON text. */
export const ATTENDANCE_CSV_MAX_BYTES = 500_000;
/** POST admin/events/{no}/attendance/import: the sheet's text (one memberNo or email per row). */
export const importAttendanceSchema = z.object({
  csv: z.string().min(1, cpdMessages.csvEmpty).max(ATTENDANCE_CSV_MAX_BYTES, cpdMessages.csvTooLarge),
});

export const attendanceResultSchema = z.object({
  message: z.string(),
  awarded: z.number(),
  alreadyAwarded: z.number(),
  /** Rows of an imported sheet that awarded nothing, with why (line 1 is the header). */
  rejected: z.array(z.object({ line: z.number(), value: z.string(), reason: z.string() })),
});
export type AttendanceResult = z.infer<typeof attendanceResultSchema>;

const awardDate = z.string().trim().refine(isIsoDate, { message: 'Enter a valid date' });

/** POST admin/cpd/awards: an award recorded by hand (an outside course, a paper, …). */
export const manualAwardSchema = z
  .object({
    memberNo: z.string().trim().min(1, messages.fieldRequired).max(40),
    description: z.string().trim().min(1, messages.fieldRequired).max(200, messages.tooLong(200)),
    provider: z.string().trim().min(1, messages.fieldRequired).max(120, messages.tooLong(120)),
    location: z.string().trim().max(200, messages.tooLong(200)).default(''),
    eventDate: awardDate,
    endDate: awardDate,
    points: z.number().int().min(1).max(CPD_POINTS_MAX),
  })
  .refine((award) => award.endDate >= award.eventDate, {
    path: ['endDate'],
    message: 'The end must not be before the start',
  });
export type ManualAward = z.infer<typeof manualAwardSchema>;

/** GET cert-verify/{certificateNo} (public): what the certificate says, and the holder's live status. */
export const cpdCertificateVerificationSchema = z.object({
  certificateNo: z.string(),
  holder: z.string(),
  memberNo: z.string().nullable(),
  description: z.string(),
  provider: z.string(),
  eventDate: z.string(),
  endDate: z.string(),
  pointAwarded: z.number(),
  /** The register's status of the holder now (Active, Inactive, …); null for a non-member. */
  memberStatus: z.string().nullable(),
  issuer: z.string(),
});
export type CpdCertificateVerification = z.infer<typeof cpdCertificateVerificationSchema>;
