import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  importReportSchema,
  REGISTER_IMPORT_MAX_BYTES,
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
    summary: 'Register entries, 20 a page, searched by number, name, ID, e-mail or phone (admins)',
    query: registerQuerySchema,
    data: registerPageSchema,
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
