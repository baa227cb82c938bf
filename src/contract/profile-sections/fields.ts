import { z } from 'zod';
import { emailPattern, filled, firstBroken, messages } from '../common';
import { currentYear, PORTAL_TIME_ZONE, todayIso } from '../portal-time';
import { sectionMessages } from './messages';

// ---------------------------------------------------------------------------------------------
// Field rules shared by the sections

// Dates are ISO calendar days (YYYY-MM-DD); "today" is the portal's day (contract/portal-time).
export { currentYear, PORTAL_TIME_ZONE, todayIso };

export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const notAfterToday = (value: string) => !isIsoDate(value) || value <= todayIso();

export const within = (max: number) => (value: string) => value.length <= max;

/** A required text: trimmed, `required` when empty, then at most `max` characters. */
export const requiredText = (required: string, max: number, tooLong: string = messages.tooLong(max)) =>
  z
    .string({ error: required })
    .trim()
    .superRefine(firstBroken([filled, required], [within(max), tooLong]));

/** An optional text: trimmed, empty when left out. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .superRefine(firstBroken([within(max), messages.tooLong(max)]))
    .default('');

export const toUpper = (value: string) => value.toUpperCase();

/** A required date (YYYY-MM-DD), not after today. */
export const pastDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .superRefine(
      firstBroken(
        [filled, required],
        [isIsoDate, sectionMessages.dateInvalid],
        [notAfterToday, sectionMessages.dateInFuture],
      ),
    );

/** An optional date: empty, or a date not after today. */
export const optionalPastDate = () =>
  z
    .string()
    .trim()
    .superRefine(
      firstBroken(
        [(value) => value === '' || isIsoDate(value), sectionMessages.dateInvalid],
        [notAfterToday, sectionMessages.dateInFuture],
      ),
    )
    .default('');

/** Phone fields take digits only (spec 2 §5 Contact); at most 15, as in E.164. */
export const phoneDigits = (required: boolean) =>
  z
    .string({ error: messages.fieldRequired })
    .trim()
    .superRefine(
      firstBroken(
        [(value) => !required || filled(value), messages.fieldRequired],
        [(value) => /^\d*$/.test(value), sectionMessages.digitsOnly],
        [within(15), sectionMessages.phoneTooLong],
      ),
    );

export const entryNoSchema = z.coerce
  .number({ error: sectionMessages.entryNoInvalid })
  .int(sectionMessages.entryNoInvalid)
  .min(1, sectionMessages.entryNoInvalid)
  .max(2_147_483_647, sectionMessages.entryNoInvalid);

/** The body of POST /api/profile/<section>/remove. */
export const removeEntrySchema = z.object({ EntryNo: entryNoSchema });
export type RemoveEntryRequest = z.input<typeof removeEntrySchema>;

/** Reports one message on one field; used by a section's cross-field check. */
export type ReportIssue = (field: string, message: string) => void;

/**
 * The create and update schemas of a section. `check` sees the whole entry and reports cross-field
 * problems (To Date before From Date, fields a contact type needs). It runs even while other fields
 * are invalid, as long as the fields named in `reads` are present, so a form shows every message at
 * once; it sees the values before transforms (trimmed, not upper-cased).
 */
export function sectionSchemas<Shape extends z.ZodRawShape>(
  shape: Shape,
  check?: {
    reads: (keyof Shape & string)[];
    run: (value: z.output<z.ZodObject<Shape>>, report: ReportIssue) => void;
  },
) {
  const refine = <T extends z.ZodObject>(schema: T) =>
    check
      ? schema.superRefine(
          (value, context) =>
            check.run(value as z.output<z.ZodObject<Shape>>, (field, message) =>
              context.addIssue({ code: 'custom', message, path: [field], input: value }),
            ),
          {
            when: (payload) =>
              check.reads.every(
                (key) => (payload.value as Record<string, unknown> | undefined)?.[key] !== undefined,
              ),
          },
        )
      : schema;
  return {
    create: refine(z.object(shape)),
    update: refine(z.object({ ...shape, EntryNo: entryNoSchema })),
  };
}

/** Every entry carries its per-profile running number. */
export const entryBase = { EntryNo: z.number() };

/** What every create/update answers: the spec's success text and the saved entry. */
export const savedEntrySchema = <Entry extends z.ZodType>(entry: Entry) =>
  z.object({ message: z.string(), entry });
export const removedEntrySchema = z.object({ message: z.string(), EntryNo: z.number() });

/** An email: at most 254 characters, in the shape of an address. */
export const isEmail = (value: string) => value.length <= 254 && emailPattern.test(value);

export const MIN_REGISTRATION_YEAR = 1900;

/**
 * Text of a number (a form or multipart field) as a number; an empty text as missing; anything else
 * as it is, for the schema to judge.
 */
export const numberFromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
};

/** A required year from MIN_REGISTRATION_YEAR to this year; a multipart form sends it as text, read as a number here. */
export const yearFromText = (required: string) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: required })
      .int(sectionMessages.yearOutOfRange)
      .superRefine(
        firstBroken([
          (year: number) => year >= MIN_REGISTRATION_YEAR && year <= currentYear(),
          sectionMessages.yearOutOfRange,
        ]),
      ),
  ) as z.ZodType<number, number>;

/**
 * The stored file of an entry with a PDF: whether it is stored (it downloads at
 * documentUrl(attachment)) and the stored document's id, or null.
 */
export const storedFileFields = { attached: z.boolean(), attachment: z.string().nullable() };
