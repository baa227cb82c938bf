import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  companyInformationSchema,
  companyInformationUpdateSchema,
  disclaimerSchema,
  disclaimerTypes,
  disclaimerUpdateSchema,
  setupAdminMessages,
  termsSchema,
  termsUpdateSchema,
} from '../setup';

/**
 * The logo form once the server has read it: a `logo` file field, handed over as a Buffer. The
 * browser sends the FormData; only the server checks this.
 */
const logoFormSchema = z.object({
  logo: z
    .custom<Buffer>((value) => Buffer.isBuffer(value), { error: setupAdminMessages.logoRequired })
    .meta({ type: 'string', format: 'binary' }),
});

/** What the setup staff keep up without a developer: company information, logo, terms, disclaimers. */
export const setupAdminEndpoints = {
  companyInformation: endpoint({
    method: 'PUT',
    path: '/api/admin/company/information',
    summary: 'Edit the company information except the logo (super-admin)',
    body: companyInformationUpdateSchema,
    data: companyInformationSchema,
  }),
  logo: endpoint({
    method: 'POST',
    path: '/api/admin/company/logo',
    summary: 'Replace the logo (super-admin): multipart field `logo`, a PNG or JPEG under 1MB',
    multipart: true,
    body: logoFormSchema,
    data: companyInformationSchema,
  }),
  terms: endpoint({
    method: 'PUT',
    path: '/api/admin/company/terms',
    summary: 'Edit the terms and conditions (super-admin)',
    body: termsUpdateSchema,
    data: termsSchema,
  }),
  disclaimer: endpoint({
    method: 'PUT',
    path: '/api/admin/setup/disclaimers/:disclaimerType',
    summary: 'Set a disclaimer text; an empty text removes it (super-admin). Answers all disclaimers',
    params: z.object({ disclaimerType: z.enum(disclaimerTypes) }),
    body: disclaimerUpdateSchema,
    data: z.array(disclaimerSchema),
  }),
};
