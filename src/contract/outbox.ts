import { z } from 'zod';

export const outboxChannels = ['email', 'sms'] as const;
export const outboxStatuses = ['pending', 'sent', 'failed', 'logged'] as const;

export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(outboxChannels),
  recipient: z.string(),
  subject: z.string().nullable(),
  status: z.enum(outboxStatuses),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** Carries a one-time code or a one-use link: its body is withheld and it cannot be resent. */
  secret: z.boolean(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxMessageSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(outboxStatuses).optional(),
  channel: z.enum(outboxChannels).optional(),
});

export const outboxIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** One message as staff read it: the text body only, never the HTML, and none for a secret one. */
export const outboxMessageDetailSchema = outboxMessageSchema.extend({
  /** Null when the message is secret (decision 0042). */
  body_text: z.string().nullable(),
  next_attempt_at: z.string(),
  /** When the current run of failed deliveries began; null once sent or never failed. */
  failing_since: z.string().nullable(),
});
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;

/** Statuses a message can be resent from: it failed, or it went out and must go again. */
export const resendableStatuses = ['failed', 'sent'] as const;

export const isResendable = (message: Pick<OutboxMessage, 'status' | 'secret'>) =>
  !message.secret && (resendableStatuses as readonly string[]).includes(message.status);

export const outboxResendSchema = z.object({
  /** False when the message was already waiting: pressing Resend twice queues it once. */
  resent: z.boolean(),
});

export const outboxResendAllSchema = z.object({
  resent: z.number(),
  /** Failed messages left out because they carry a code or a one-use link. */
  skippedSecret: z.number(),
});
export type OutboxResendAll = z.infer<typeof outboxResendAllSchema>;

/** Failed messages since a time (the operator command's --since), or all of them. */
export const outboxResendAllBodySchema = z.object({ since: z.iso.datetime().optional() }).strict();

export const outboxMessages = {
  resent: 'The message is queued to be sent again.',
  alreadyQueued: 'The message is already waiting to be sent.',
  secretWithheld:
    'This message carries a one-time code or a one-use link, so its text is not shown. The person can ask for a new one.',
  secretNotResendable:
    'This message carries a one-time code or a one-use link, which may have expired: it cannot be resent. Ask the person to request a new one.',
  notResendable: 'Only a failed or sent message can be resent.',
  resentAll: (resent: number, skipped: number) =>
    `${resent === 1 ? '1 failed message is' : `${resent} failed messages are`} queued to be sent again.${
      skipped > 0
        ? ` ${skipped === 1 ? '1 message carries' : `${skipped} messages carry`} a code or a one-use link and ${skipped === 1 ? 'was' : 'were'} left out.`
        : ''
    }`,
} as const;
