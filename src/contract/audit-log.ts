import { z } from 'zod';
import { listQuerySchemas, listSort } from './list-query';
import { dayRangeInOrder, dayRangeRule, isoDaySchema } from './reports';

/**
 * The audit log viewer (issue 10 "Back office"): who did what, as whom, when. Admins and the
 * super-admin read it; each row names its actor by name and e-mail rather than a bare id.
 */

export const AUDIT_PAGE_SIZE = 25;

/** The log's sortable columns; newest first until a header is clicked. */
export const auditLogSort = listSort({ columns: ['date', 'action', 'actor'], sort: 'date', dir: 'desc' });
export type AuditLogSortColumn = (typeof auditLogSort.columns)[number];

const auditLogQueries = listQuerySchemas(
  {
    action: z.string().trim().max(100).optional(),
    /** Part of the actor's e-mail, or of the member's a staff member acted as, any case. */
    actor: z.string().trim().max(200).optional(),
    /**
     * Part of the subject's type or id, any case (e.g. "application" or "APP-0001"), or of the name,
     * member number or e-mail of the person it is (an account or a register entry).
     */
    subject: z.string().trim().max(200).optional(),
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
  },
  auditLogSort,
);

export const auditLogQuerySchema = auditLogQueries.list.refine(dayRangeInOrder, dayRangeRule);
/** The log's CSV under the same filters and order ("Audit: export"). */
export const auditLogCsvQuerySchema = auditLogQueries.csv.refine(dayRangeInOrder, dayRangeRule);
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  action: z.string(),
  /** Null when the system acted (a worker, the seed) rather than a person. */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /**
   * The member's account when staff acted while logged in as them (log-in-as); null when the actor
   * acted as themselves. The actor is then the staff member, never the member.
   */
  actedAsName: z.string().nullable(),
  actedAsEmail: z.string().nullable(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  /** The subject by name where it is a person (an account or a register entry); null otherwise. */
  subjectName: z.string().nullable(),
  /** The member number where the subject is a member, for the link to the staff member page. */
  subjectMemberNo: z.string().nullable(),
  /** The change's details as recorded, JSON text. */
  details: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Every action recorded so far, for the filter's choices. */
  actions: z.array(z.string()),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
