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
