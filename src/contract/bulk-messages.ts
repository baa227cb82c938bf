import { z } from 'zod';
import { MEMBER_EMAIL_TEXT_MAX, memberRecordMessages } from './member-record-messages';
import { requiredText } from './profile-sections/fields';

/**
 * One e-mail to the rows an admin selected on a staff list (members, users; issue 27): queued in
 * the outbox, one message per recipient, so the worker delivers and retries each like any other.
 * E-mail only: a text to hundreds of phones costs money and belongs to a planned campaign.
 */

/** More recipients than this is refused: a bigger mailing is a campaign, not a list action. */
export const BULK_MESSAGE_MAX_RECIPIENTS = 200;
export const BULK_SUBJECT_MAX = 150;

export const bulkMessageMessages = {
  noneSelected: 'Select at least one row.',
  tooMany: `Send to at most ${BULK_MESSAGE_MAX_RECIPIENTS} recipients at a time.`,
  confirm: (count: number, noun: { one: string; many: string }) =>
    `Send this message to ${count} ${count === 1 ? noun.one : noun.many}?`,
  queued: (queued: number, withoutEmail: number) =>
    `Message queued for ${queued} ${queued === 1 ? 'recipient' : 'recipients'}.${
      withoutEmail > 0
        ? ` ${withoutEmail} of those selected ${withoutEmail === 1 ? 'has' : 'have'} no e-mail the portal may write to, and got nothing.`
        : ''
    }`,
  nobodyReachable: 'None of the selected rows has an e-mail address. Nothing was sent.',
} as const;

export const bulkMessageSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, bulkMessageMessages.noneSelected)
    .max(BULK_MESSAGE_MAX_RECIPIENTS, bulkMessageMessages.tooMany),
  subject: requiredText(memberRecordMessages.subjectRequired, BULK_SUBJECT_MAX),
  text: requiredText(memberRecordMessages.textRequired, MEMBER_EMAIL_TEXT_MAX),
});
export type BulkMessage = z.input<typeof bulkMessageSchema>;

export const bulkMessageResultSchema = z.object({
  /** bulkMessageMessages.queued, for the toast. */
  message: z.string(),
  /** E-mails queued: one per selected row with an address. */
  queued: z.number(),
  /** Selected rows without an e-mail address (or a closed account), which got nothing. */
  withoutEmail: z.number(),
});
export type BulkMessageResult = z.infer<typeof bulkMessageResultSchema>;
