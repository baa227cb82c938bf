import { z } from 'zod';
import { normalizePhone } from './access';
import { emailPattern, filled, firstBroken, messages } from './common';
import {
  MEMBER_EMAIL_TEXT_MAX,
  MEMBER_NOTE_MAX,
  MEMBER_SMS_MAX,
  memberRecordMessages,
  STATUS_REASON_MAX,
} from './member-record-messages';
import { memberStatuses, normalizeIdNumber, registerLimits } from './member-register';
import { isIsoDate, requiredText, todayIso, within } from './profile-sections/fields';

/** What staff change on a member record (admins only; the server checks every rule again). */

const upperName = (value: string) => value.replace(/\s+/g, ' ').toUpperCase();
const requiredName = z
  .string({ error: messages.fieldRequired })
  .trim()
  .superRefine(
    firstBroken(
      [filled, messages.fieldRequired],
      [within(registerLimits.name), messages.tooLong(registerLimits.name)],
    ),
  )
  .transform(upperName);
/**
 * An optional field: '', null or left out is "none", stored as null. Null is accepted because the
 * dialog sends what this schema gave it, and a schema must take its own answer back.
 */
const optional = <Out>(
  rule: (value: string, context: z.RefinementCtx<string>) => void,
  to: (v: string) => Out,
) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .superRefine((value, context) => {
      if (value !== '') rule(value, context);
    })
    .transform((value) => (value === '' ? null : to(value)));

/** Edit the entry and contacts: the import's rules (member-register/import-register.ts), field by field. */
export const memberEntryUpdateSchema = z.object({
  firstName: requiredName,
  secondName: optional(
    firstBroken([within(registerLimits.name), messages.tooLong(registerLimits.name)]),
    upperName,
  ),
  lastName: requiredName,
  idNumber: z
    .string({ error: messages.fieldRequired })
    .trim()
    .superRefine(
      firstBroken(
        [filled, messages.fieldRequired],
        [within(registerLimits.idNumber), messages.tooLong(registerLimits.idNumber)],
      ),
    )
    .transform(normalizeIdNumber),
  email: optional(
    firstBroken([(value) => value.length <= 254 && emailPattern.test(value), messages.emailInvalid]),
    (value) => value.toLowerCase(),
  ),
  phone: optional(
    firstBroken([(value) => normalizePhone(value) !== null, messages.phoneInvalid]),
    (value) => normalizePhone(value) as string,
  ),
  category: z
    .string({ error: messages.fieldRequired })
    .trim()
    .min(1, messages.fieldRequired)
    .max(40)
    .transform((value) => value.toUpperCase()),
});
export type MemberEntryUpdate = z.input<typeof memberEntryUpdateSchema>;

export const statusChangeRequestSchema = z.object({
  status: z.enum(memberStatuses),
  reason: requiredText(memberRecordMessages.reasonRequired, STATUS_REASON_MAX),
  effectiveOn: z
    .string({ error: memberRecordMessages.effectiveOnInvalid })
    .trim()
    .superRefine(
      firstBroken(
        [isIsoDate, memberRecordMessages.effectiveOnInvalid],
        [(day) => day <= todayIso(), memberRecordMessages.effectiveOnFuture],
      ),
    ),
});
export type StatusChangeRequest = z.input<typeof statusChangeRequestSchema>;

/** A one-off invoice for the record (a replacement certificate, a penalty): amount in KES, VAT included. */
export const memberInvoiceRequestSchema = z.object({
  description: z
    .string({ error: memberRecordMessages.invoiceDescriptionRequired })
    .trim()
    .superRefine(
      firstBroken(
        [filled, memberRecordMessages.invoiceDescriptionRequired],
        [within(200), messages.tooLong(200)],
      ),
    ),
  amount: z
    .number({ error: memberRecordMessages.amountPositive })
    .positive(memberRecordMessages.amountPositive)
    .max(100_000_000)
    .refine((kes) => Math.abs(Math.round(kes * 100) - kes * 100) < 1e-6, memberRecordMessages.amountCents),
  dueDate: z
    .string({ error: memberRecordMessages.dueDateInvalid })
    .trim()
    .superRefine(
      firstBroken(
        [isIsoDate, memberRecordMessages.dueDateInvalid],
        [(day) => day >= todayIso(), memberRecordMessages.dueDatePast],
      ),
    ),
});
export type MemberInvoiceRequest = z.input<typeof memberInvoiceRequestSchema>;
export const raisedInvoiceSchema = z.object({ invoiceNo: z.string() });

export const messageChannels = ['email', 'sms'] as const;
/** A message to the member: an e-mail (subject and text) or an SMS (text only, short). */
export const memberMessageRequestSchema = z
  .object({
    channel: z.enum(messageChannels),
    subject: z.string().trim().max(150, messages.tooLong(150)).default(''),
    text: z
      .string({ error: memberRecordMessages.textRequired })
      .trim()
      .superRefine(
        firstBroken(
          [filled, memberRecordMessages.textRequired],
          [within(MEMBER_EMAIL_TEXT_MAX), messages.tooLong(MEMBER_EMAIL_TEXT_MAX)],
        ),
      ),
  })
  .superRefine((message, context) => {
    if (message.channel === 'email' && message.subject === '')
      context.addIssue({ code: 'custom', path: ['subject'], message: memberRecordMessages.subjectRequired });
    if (message.channel === 'sms' && message.text.length > MEMBER_SMS_MAX)
      context.addIssue({ code: 'custom', path: ['text'], message: memberRecordMessages.smsTooLong });
  });
export type MemberMessageRequest = z.input<typeof memberMessageRequestSchema>;
export const sentMessageSchema = z.object({ recipient: z.string() });

export const memberNoteRequestSchema = z.object({
  body: z
    .string({ error: memberRecordMessages.noteRequired })
    .trim()
    .superRefine(
      firstBroken(
        [filled, memberRecordMessages.noteRequired],
        [within(MEMBER_NOTE_MAX), messages.tooLong(MEMBER_NOTE_MAX)],
      ),
    ),
});
export type MemberNoteRequest = z.input<typeof memberNoteRequestSchema>;
