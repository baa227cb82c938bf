import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminUserUpdateSchema } from './admin-users';
import {
  memberEntryUpdateSchema,
  memberInvoiceRequestSchema,
  memberMessageRequestSchema,
  memberNoteRequestSchema,
  statusChangeRequestSchema,
} from './member-record-requests';
import { todayIso } from './profile-sections/fields';

/**
 * A dialog validates with a schema and sends the schema's answer; the server parses that answer with
 * the same schema. So each answer must be taken back unchanged, or a form the browser accepted fails
 * on the server ("expected string, received null", issue 24). Each case holds what a form sends
 * with its optional fields left empty.
 */
const forms: [string, z.ZodType, unknown][] = [
  [
    'member entry with no second name, e-mail or phone',
    memberEntryUpdateSchema,
    {
      firstName: ' wanjiku ',
      secondName: '',
      lastName: 'njeri',
      idNumber: '2401 2401',
      email: '',
      phone: '',
      category: 'corporate',
    },
  ],
  [
    'member entry with every field',
    memberEntryUpdateSchema,
    {
      firstName: 'Wanjiku',
      secondName: 'Achieng',
      lastName: 'Njeri',
      idNumber: '24012401',
      email: 'Wanjiku@Example.com',
      phone: '0712 345 678',
      category: 'CORPORATE',
    },
  ],
  [
    'account with no name or ID',
    adminUserUpdateSchema,
    { name: '', email: 'Staff@EIK.example', phone_no: '0712345678', id_number: '' },
  ],
  [
    'status change',
    statusChangeRequestSchema,
    { status: 'Suspended', reason: ' Unpaid for two years ', effectiveOn: todayIso() },
  ],
  [
    'one-off invoice',
    memberInvoiceRequestSchema,
    { description: ' Replacement certificate ', amount: 1500.5, dueDate: todayIso() },
  ],
  ['SMS', memberMessageRequestSchema, { channel: 'sms', text: ' Your card is ready. ' }],
  ['staff note', memberNoteRequestSchema, { body: ' Called about the arrears. ' }],
];

describe('a form’s answer is accepted again by the server', () => {
  it.each(forms)('%s', (_name, schema, filled) => {
    const sent = schema.parse(filled);
    expect(schema.parse(JSON.parse(JSON.stringify(sent)))).toEqual(sent);
  });
});
