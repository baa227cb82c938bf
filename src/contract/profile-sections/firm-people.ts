import { z } from 'zod';
import { normalizeMemberNo } from '../member-register';
import {
  entryBase,
  numberFromText,
  optionalText,
  type ReportIssue,
  requiredText,
  sectionSchemas,
  toUpper,
} from './fields';
import { sectionMessages } from './messages';

// Shareholders and directors of a firm (spec 2 §3 Shareholder and Director, §5 Firm sections, §9).

export const firmPersonTypes = ['Member', 'Non Member'] as const;
export type FirmPersonType = (typeof firmPersonTypes)[number];

/** The largest number of shares the form takes; far above any real holding, it keeps the number exact. */
export const MAX_SHARES_HELD = 1_000_000_000_000;

/** Shares held: a decimal number, at least 0 (spec 2 §9); forms send it as text. */
const sharesHeld = z.preprocess(
  numberFromText,
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? sectionMessages.sharesHeldRequired
          : sectionMessages.sharesHeldInvalid,
    })
    .min(0, sectionMessages.sharesHeldNegative)
    .max(MAX_SHARES_HELD, sectionMessages.sharesHeldInvalid),
) as z.ZodType<number, number | string>;

/** The fields shareholders and directors share. */
const firmPersonFields = {
  name: requiredText(sectionMessages.nameRequired, 150).transform(toUpper),
  identificationDocumentNo: requiredText(sectionMessages.identificationDocumentNoRequired, 40).transform(
    toUpper,
  ),
  /** A discipline code (GET /api/setup/disciplines), or '' when none applies. */
  discipline: optionalText(40),
  type: z.enum(firmPersonTypes, { error: sectionMessages.firmPersonTypeRequired }),
  /**
   * The member's Professional Registration Number, compared with the member register as activation
   * does (no spaces, upper case). Asked only of a Member; a Non Member's is dropped.
   */
  regNo: optionalText(40).transform(normalizeMemberNo),
};

/** A Member needs a registration number; whether it is in the register the server decides. */
const firmPersonCheck = {
  reads: ['type', 'regNo'] as ('type' | 'regNo')[],
  run(value: { type: FirmPersonType; regNo: string }, report: ReportIssue) {
    if (value.type === 'Member' && value.regNo === '') report('regNo', sectionMessages.regNoRequired);
  },
};

export const shareholderSchemas = sectionSchemas({ ...firmPersonFields, sharesHeld }, firmPersonCheck);
export type ShareholderInput = z.input<typeof shareholderSchemas.create>;

export const directorSchemas = sectionSchemas(firmPersonFields, firmPersonCheck);
export type DirectorInput = z.input<typeof directorSchemas.create>;

const firmPersonEntry = {
  ...entryBase,
  name: z.string(),
  identificationDocumentNo: z.string(),
  discipline: z.string(),
  type: z.enum(firmPersonTypes),
  /** '' for a Non Member. */
  regNo: z.string(),
};

export const shareholderEntrySchema = z.object({ ...firmPersonEntry, sharesHeld: z.number() });
export type ShareholderEntry = z.infer<typeof shareholderEntrySchema>;

export const directorEntrySchema = z.object(firmPersonEntry);
export type DirectorEntry = z.infer<typeof directorEntrySchema>;
