import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  memberAuditPageSchema,
  memberBookingsPageSchema,
  memberCpdPageSchema,
  memberEntryUpdateSchema,
  memberInvoiceRequestSchema,
  memberLedgerPageSchema,
  memberMessageRequestSchema,
  memberMessagesPageSchema,
  memberNoParamsSchema,
  memberNoteRequestSchema,
  memberNoteSchema,
  memberNotesPageSchema,
  memberPageQuerySchema,
  memberRecordSchema,
  statusChangeRequestSchema,
} from '../member-records';

/** A change's answer: the text to show and what the change made, inside the `data`. */
const answer = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ message: z.string(), ...shape });

/** One of the member record's long lists, 20 a page. */
const list = <Path extends string, Page extends z.ZodType>(
  path: Path,
  what: string,
  who: 'staff' | 'admins',
  page: Page,
) =>
  endpoint({
    method: 'GET',
    path: `/api/admin/members/:memberNo/${path}`,
    summary: `A member record's ${what}, 20 a page (${who})`,
    params: memberNoParamsSchema,
    query: memberPageQuerySchema,
    data: page,
  });

/**
 * The member page (issue 24): the record's summary and its long lists a page at a time, which
 * staff read (the message log and the audit trail stay with admins), and its changes, each audited.
 */
export const memberRecordEndpoints = {
  record: endpoint({
    method: 'GET',
    path: '/api/admin/members/:memberNo',
    summary: 'One member record: entry, status history, account, profile, money, applications (staff)',
    params: memberNoParamsSchema,
    data: memberRecordSchema,
  }),
  ledger: list('ledger', 'statement, newest first', 'staff', memberLedgerPageSchema),
  cpd: list('cpd', 'CPD awards', 'staff', memberCpdPageSchema),
  bookings: list('bookings', 'event bookings', 'staff', memberBookingsPageSchema),
  notes: list('notes', 'staff notes', 'staff', memberNotesPageSchema),
  messages: list('messages', 'e-mails and SMS sent', 'admins', memberMessagesPageSchema),
  audit: list('audit', 'audit trail', 'admins', memberAuditPageSchema),
  updateEntry: endpoint({
    method: 'PUT',
    path: '/api/admin/members/:memberNo',
    summary: "Edit a member record's names, ID number, contacts and category (admins)",
    params: memberNoParamsSchema,
    body: memberEntryUpdateSchema,
    data: answer({ changed: z.array(z.string()) }),
  }),
  changeStatus: endpoint({
    method: 'POST',
    path: '/api/admin/members/:memberNo/status',
    summary: "Change a member's status, with the reason and the date it took effect (admins)",
    params: memberNoParamsSchema,
    body: statusChangeRequestSchema,
    data: answer({}),
  }),
  raiseInvoice: endpoint({
    method: 'POST',
    path: '/api/admin/members/:memberNo/invoices',
    summary: 'Raise a one-off invoice on a member record (admins)',
    params: memberNoParamsSchema,
    body: memberInvoiceRequestSchema,
    data: answer({ invoiceNo: z.string() }),
    created: true,
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: '/api/admin/members/:memberNo/messages',
    summary: "E-mail or text the member at the register's e-mail or phone, through the outbox (admins)",
    params: memberNoParamsSchema,
    body: memberMessageRequestSchema,
    data: answer({ recipient: z.string() }),
    created: true,
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/api/admin/members/:memberNo/notes',
    summary: 'Add a staff note to a member record (staff)',
    params: memberNoParamsSchema,
    body: memberNoteRequestSchema,
    data: memberNoteSchema,
    created: true,
  }),
};
