import { z } from 'zod';
import { emailSchema, firstBroken, messages } from './common';
import { LICENCE_SCAN_MAX_BYTES, licenceMessages } from './licence-messages';
import type { UploadRule } from './uploads';

export { LICENCE_SCAN_MAX_BYTES, licenceCaptionOf, licenceMessages } from './licence-messages';
export { licenceRoutes } from './licence-routes';
export {
  type LicenceValidity,
  licenceValidFrom,
  licenceValidityOn,
  licenceValidUntil,
} from './licence-validity';

/**
 * Practising licences (spec 3 §2.5, §3, §4 "Licence flow", §5, §7 Licence; decisions.md "Membership
 * lifecycle": details -> checklist -> declaration -> submitted (application PDF) -> signed, stamped
 * scan uploaded -> proforma invoice -> paid -> staff review -> licence issued).
 */

/**
 * Stored states: Submitted (application saved, waiting for the signed scan), Uploaded (scan in,
 * proforma raised, waiting for payment and then review), Issued, Rejected.
 */
export const licenceStatuses = ['Submitted', 'Uploaded', 'Issued', 'Rejected'] as const;
export type LicenceStatus = (typeof licenceStatuses)[number];
/**
 * The status as people see it: a stored Uploaded whose fee is paid is 'In Review' (the paid ->
 * staff review step of the licence flow), so the list moves on the moment the payment posts.
 */
export const licenceShownStatuses = ['Submitted', 'Uploaded', 'In Review', 'Issued', 'Rejected'] as const;
export type LicenceShownStatus = (typeof licenceShownStatuses)[number];
export const licenceShownStatus = (status: LicenceStatus, paid: boolean): LicenceShownStatus =>
  status === 'Uploaded' && paid ? 'In Review' : status;
/** The staff queue's filter: every shown status once the scan is in (decision 0039). */
export const licenceReviewStatuses = ['Uploaded', 'In Review', 'Issued', 'Rejected'] as const;
export type LicenceReviewStatus = (typeof licenceReviewStatuses)[number];
/** GET review/licences/counts: how many applications each status of the staff filter holds. */
export const licenceReviewCountsSchema = z.object({
  Uploaded: z.number().int(),
  'In Review': z.number().int(),
  Issued: z.number().int(),
  Rejected: z.number().int(),
});
export type LicenceReviewCounts = z.infer<typeof licenceReviewCountsSchema>;
/** An application in one of these blocks a new one (one open application at a time). */
export const openLicenceStatuses: readonly LicenceStatus[] = ['Submitted', 'Uploaded'];

/** spec 3 §7: the list's description of every application. */
export const LICENCE_DESCRIPTION = 'License Application';
/** spec 3 §9: the declaration cites an Act of 2007. */
export const LICENCE_ACT = 'the Engineers Act, 2007';
export const licenceDeclaration = `I declare that the particulars given in this application are true and complete, and I undertake to practise in accordance with ${LICENCE_ACT}, the regulations made under it and the code of conduct of the body.`;

/** The signed scan's upload rule (spec 3 §5, §9): a PDF by content, at most 3 MB. */
export const licenceScanRule = {
  kinds: ['pdf'],
  maxBytes: LICENCE_SCAN_MAX_BYTES,
  tooLarge: licenceMessages.scanTooLarge,
  wrongKind: licenceMessages.scanNotPdf,
} as const satisfies UploadRule;

const required = (max = 200) =>
  z
    .string({ error: licenceMessages.required })
    .trim()
    .min(1, licenceMessages.required)
    .max(max, messages.tooLong(max));

/** spec 3 §5: ten digits in 3-3-4 groups, optionally with parentheses and dash, dot or space between. */
export const licencePhonePattern = /^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/;

const phone = z
  .string({ error: messages.fieldRequired })
  .trim()
  .superRefine(
    firstBroken(
      [(value) => value.length > 0, messages.fieldRequired],
      [(value) => licencePhonePattern.test(value), licenceMessages.phoneInvalid],
    ),
  );

/** The details tab (spec 3 §5 "Licence details form"); the same schema checks POST license. */
export const licenceDetailsSchema = z.object({
  startDate: required(10).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), licenceMessages.required),
  practitionerSurname: required(),
  practitionerOtherNames: required(),
  practitionerAddress: required(),
  practitionerPhone: phone,
  practitionerEmail: emailSchema,
  practiceName: required(),
  postalCode: required(100),
  physicalLocation: required(),
  countryCode: required(10),
  city: required(100),
  county: required(100),
  phoneNo: phone,
  email: emailSchema,
});
export type LicenceDetails = z.infer<typeof licenceDetailsSchema>;
export type LicenceDetailsInput = z.input<typeof licenceDetailsSchema>;

/** The details as answers carry them (already checked on the way in: plain text, no transforms). */
export const licenceDetailsViewSchema = z.object(
  Object.fromEntries(Object.keys(licenceDetailsSchema.shape).map((key) => [key, z.string()])) as Record<
    keyof LicenceDetails,
    z.ZodString
  >,
);

/**
 * POST license: the details and the ticked declaration. The server sets everything else the spec's
 * "as submitted" lists (description, profileID, applicationDate, amount, memberCategory) itself.
 */
export const submitLicenceSchema = licenceDetailsSchema.extend({
  declaration: z.literal(true, { error: licenceMessages.required }),
});
export type SubmitLicenceRequest = z.infer<typeof submitLicenceSchema>;

/** The declaration tab on its own, for the form. */
export const licenceDeclarationSchema = z.object({
  declaration: z.boolean().refine((ticked) => ticked, licenceMessages.required),
});

/**
 * One row of GET license (spec 3 §3 "Licence application list item"). Deviation: the spec's
 * licenseBase64 (the whole signed scan) is not sent in a list; `licenseUploaded` says whether it is
 * in and `licenseDocumentUrl` where it downloads.
 */
export const licenceListItemSchema = z.object({
  licenseApplicationNo: z.string(),
  applicationDate: z.string(),
  description: z.string(),
  /** KES, including VAT. */
  amount: z.number(),
  /** 'New' for a member's first licence, 'Renewal' once one was issued. */
  documentType: z.enum(['New', 'Renewal']),
  /** licenceShownStatus: 'In Review' once an uploaded application's fee is paid. */
  status: z.enum(licenceShownStatuses),
  profileID: z.string(),
  /** The proforma invoice number; '' until the signed scan is uploaded. */
  proFormaRef: z.string(),
  /** The receipt that paid the fee; '' while unpaid. */
  receiptNo: z.string(),
  licenseUploaded: z.boolean(),
  licenseDocumentUrl: z.string().nullable(),
  /** The issued licence's number (LIC/{year}/{seq}); null until issued. */
  licenceNo: z.string().nullable(),
  /** The first and last day the issued licence is valid (YYYY-MM-DD, decision 0029); null until issued. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type LicenceListItem = z.infer<typeof licenceListItemSchema>;

/** GET license/{id}: the row with the details as submitted and any reviewer's reason. */
export const licenceApplicationSchema = licenceListItemSchema.extend({
  details: licenceDetailsViewSchema,
  memberCategory: z.string(),
  decisionComment: z.string().nullable(),
});
export type LicenceApplication = z.infer<typeof licenceApplicationSchema>;

/** The list's row actions (spec 3 §2.5), each shown exactly when the spec says. */
export const licenceActions = (item: LicenceListItem) => {
  const paid = item.receiptNo !== '';
  return {
    view: true,
    proforma: item.proFormaRef !== '' && !paid,
    invoice: item.proFormaRef !== '' && paid,
    payNow: !paid && item.licenseUploaded && item.proFormaRef !== '',
    receipt: paid,
  };
};
export type LicenceActions = ReturnType<typeof licenceActions>;

/** GET license/profile (spec 3 §3 "Member profile, as read for licence"). */
export const licenceContactSchema = z.object({
  Type: z.enum(['Personal', 'Work']),
  PhoneNo: z.string(),
  Email: z.string(),
  Address: z.string(),
  Country: z.string(),
  County: z.string(),
  City: z.string(),
  PostCode: z.string(),
  Location: z.string(),
});
export const corporateManagerSchema = z.object({
  surname: z.string(),
  OtherNames: z.string(),
  phoneNo: z.string(),
  email: z.string(),
  address: z.string(),
});
export const licenceProfileSchema = z.object({
  MemberShipType: z.string(),
  MemberNo: z.string().nullable(),
  UserType: z.enum(['Individual', 'Corporate']),
  memberInformation: z.array(
    z.object({
      Registration_Date: z.string(),
      FirstName: z.string(),
      SecondName: z.string(),
      LastName: z.string(),
      Email: z.string(),
      ProfileID: z.string(),
      contacts: z.array(licenceContactSchema),
      corporateManager: z.array(corporateManagerSchema),
    }),
  ),
});
export type LicenceProfile = z.infer<typeof licenceProfileSchema>;

// ---------------------------------------------------------------------------------------------
// Staff review

export const licenceReviewActions = ['approve', 'reject'] as const;
export type LicenceReviewAction = (typeof licenceReviewActions)[number];

export const licenceReviewItemSchema = licenceListItemSchema.extend({
  applicantName: z.string(),
  email: z.string(),
  memberNo: z.string().nullable(),
  paid: z.boolean(),
  /** decisions.md "Good standing" of the member now: approving otherwise needs an override reason. */
  inGoodStanding: z.boolean(),
});
export type LicenceReviewItem = z.infer<typeof licenceReviewItemSchema>;

export const licenceReviewDetailSchema = licenceReviewItemSchema.extend({
  details: licenceDetailsViewSchema,
  memberCategory: z.string(),
  decisionComment: z.string().nullable(),
  /** Whether staff may approve or reject now (uploaded and paid). */
  decidable: z.boolean(),
});
export type LicenceReviewDetail = z.infer<typeof licenceReviewDetailSchema>;

export const licenceTransitionSchema = z
  .object({
    action: z.enum(licenceReviewActions),
    comment: z.string().trim().max(2000, messages.tooLong(2000)).default(''),
    /** Why a licence is issued to a member not in good standing; recorded in the audit log. */
    overrideReason: z.string().trim().max(500, messages.tooLong(500)).default(''),
  })
  .refine((body) => body.action !== 'reject' || body.comment.length > 0, {
    message: licenceMessages.reasonRequired,
    path: ['comment'],
  });
export type LicenceTransitionRequest = z.input<typeof licenceTransitionSchema>;

/**
 * GET licence-verify/{licenceNo}?code= (public; the licence certificate's QR code opens it): what the
 * certificate shows and whether its dates make it valid today. Nothing the paper does not show.
 */
export const licenceVerificationSchema = z.object({
  licenceNo: z.string(),
  holder: z.string(),
  memberNo: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  status: z.enum(['Valid', 'Expired', 'Not yet valid']),
  /** The body that issued it. */
  issuer: z.string(),
});
export type LicenceVerification = z.infer<typeof licenceVerificationSchema>;

/** Whether an application may be decided: uploaded, and the fee paid (stored or shown status). */
export const licenceDecidable = (status: LicenceShownStatus, paid: boolean): boolean =>
  (status === 'Uploaded' || status === 'In Review') && paid;
