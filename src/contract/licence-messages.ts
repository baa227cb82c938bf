// The licence screens' texts and the scan's size limit, without zod: the licence document page
// shows them, and keeping the validation library out of them keeps that page within its budget.
// licences.ts re-exports them, so schemas and server code import them from there as before.

/** decisions.md "Resolved contradictions": the limit is 3,145,728 bytes and the message says 3MB. */
export const LICENCE_SCAN_MAX_BYTES = 3_145_728;

export const licenceMessages = {
  required: 'Required field',
  phoneInvalid: 'Invalid phone number format',
  countryNotListed: 'Choose a country from the list',
  countyNotOfCountry: (country: string) => `Choose a county of ${country}`,
  cityNotOfCounty: 'Choose a city of the county',
  scanTooLarge: 'File too large. max allowed size is 3MB',
  scanNotPdf: 'Attachment must be a Pdf',
  scanRequired: 'Attachment is required',
  notAMember: 'Only registered members can apply for a practising licence.',
  openApplicationExists:
    'You already have a licence application in progress. Complete it before starting another.',
  checklistIncomplete: 'Complete every item of the checklist before you submit.',
  notFound: 'Licence application not found.',
  scanAlreadyUploaded: 'The signed application has already been uploaded.',
  submitted: 'Licence application submitted. Download it, sign and stamp it, then upload the scan.',
  uploaded: 'Signed application uploaded. Your proforma invoice is ready.',
  notPaid: 'The licence fee has not been paid yet, so the application cannot be decided.',
  notDecidable: (status: string) => `An application in status ${status} cannot be decided.`,
  reasonRequired: 'Please give the applicant a reason for the rejection.',
  approved: (licenceNo: string) => `Licence ${licenceNo} issued.`,
  rejected: 'Licence application rejected.',
  notInGoodStanding:
    'You are not in good standing: the register must show you as Active and no invoice may be overdue.',
  notInGoodStandingCpd:
    "You are not in good standing: your CPD for last year did not meet your category's requirement.",
  certificateNotMember: 'Certificates are for registered members.',
  notInGoodStandingToIssue:
    'The member is not in good standing (the register must show Active and no invoice may be overdue). Give an override reason to issue the licence anyway.',
  notInGoodStandingCpdToIssue:
    "The member is not in good standing: their CPD for last year did not meet their category's requirement. Give an override reason to issue the licence anyway.",
  standingOverridden: (licenceNo: string) =>
    `Licence ${licenceNo} issued, with the good standing override recorded.`,
  licenceNotIssued: 'The licence has not been issued, so there is no licence certificate.',
  licenceNotVerified: 'This licence could not be verified. Check the number and scan the code again.',
} as const;

/** What the portal calls a practising licence: the minor setting, 'License' when blank (spec 3 §2.5). */
export const licenceCaptionOf = (minor: { license_alternative_caption?: string | null }): string =>
  minor.license_alternative_caption?.trim() || 'License';
