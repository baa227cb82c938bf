import { z } from 'zod';
import { bulkMessageResultSchema, bulkMessageSchema } from '../bulk-messages';
import { endpoint } from '../endpoint';
import { csvEndpoint } from '../list-query';
import {
  importReportSchema,
  REGISTER_IMPORT_MAX_BYTES,
  registerCsvQuerySchema,
  registerMessages,
  registerPageSchema,
  registerQuerySchema,
} from '../member-register';

/**
 * The import once the server has read it: multipart with a `file` field (a Buffer once parsed), or
 * the CSV text itself. The browser sends the FormData; only the server checks this.
 */
const importFormSchema = z.object({
  file: z.union(
    [
      z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }),
      z.string().max(REGISTER_IMPORT_MAX_BYTES),
    ],
    {
      error: registerMessages.noFile,
    },
  ),
});

/** The member register (decisions.md "Admin: ... the member register import"): admins and above. */
export const memberRegisterEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/member-register',
    summary: 'Register entries, 20 a page, searched, filtered by status and category, sorted (admins)',
    query: registerQuerySchema,
    data: registerPageSchema,
  }),
  csv: csvEndpoint({
    path: '/api/admin/member-register/csv',
    summary: 'The register entries the filter shows, or the selected ones (admins)',
    query: registerCsvQuerySchema,
  }),
  message: endpoint({
    method: 'POST',
    path: '/api/admin/member-register/messages',
    summary: "E-mail the selected register entries at the register's e-mail, through the outbox (admins)",
    body: bulkMessageSchema,
    data: bulkMessageResultSchema,
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/admin/member-register/import',
    summary: 'Import the register from a CSV file (multipart field `file`); answers a row-by-row report',
    multipart: true,
    body: importFormSchema,
    data: importReportSchema,
  }),
};
