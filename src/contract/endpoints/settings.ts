import { endpoint } from '../endpoint';
import { saveSettingsRequestSchema, siteSettingsSchema } from '../settings';

/**
 * Site settings (spec 1 §5): anyone reads them (colours, packages, captions); the super-admin saves
 * them as a form with JSON text fields (or as JSON), creating the record once and updating it after.
 */
export const settingsEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/settings',
    summary: 'Site settings (public: colours, packages, captions)',
    data: siteSettingsSchema,
  }),
  createSettings: endpoint({
    method: 'POST',
    path: '/api/admin/settings',
    summary: 'Create the site settings (super-admin); form data with JSON text fields, or JSON',
    body: saveSettingsRequestSchema,
    form: true,
    data: siteSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'POST',
    path: '/api/admin/updateSettings',
    summary: 'Update the site settings (super-admin); form data with JSON text fields, or JSON',
    body: saveSettingsRequestSchema,
    form: true,
    data: siteSettingsSchema,
  }),
};
