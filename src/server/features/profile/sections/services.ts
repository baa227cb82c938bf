import { profileSections, serviceEntrySchema, serviceSchemas } from '../../../../contract/profile-sections';
import { defineSection } from './section';

/** The services a firm offers (spec 2 §3 Service, §5 Firm sections). */
export const servicesSection = defineSection({
  info: profileSections.services,
  audience: 'Corporate',
  table: 'profile_services',
  schemas: serviceSchemas,
  entry: serviceEntrySchema,
  columns: (fields) => ({ service: fields.service, description: fields.description }),
  entryOf: (row) => ({ EntryNo: row.entry_no, service: row.service, description: row.description }),
});
