import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import {
  profileSections,
  type ServiceEntry,
  type ServiceInput,
  serviceSchemas,
} from '../../../../contract/profile-sections';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { defineWebSection } from './define';
import { SectionTable } from './SectionTable';

/** The services a firm offers (spec 2 §3 Service, §5). */
export const servicesSection = defineWebSection<ServiceEntry, ServiceInput>({
  info: profileSections.services,
  endpoints: profileSectionEndpoints.services,
  title: 'Services',
  schema: serviceSchemas.create,
  blank: { service: '', description: '' },
  valuesOf: (entry) => ({ service: entry.service, description: entry.description }),
  columns: [
    { header: 'Service', cell: (entry) => entry.service },
    { header: 'Description', cell: (entry) => entry.description },
  ],
  describe: (entry) => entry.service,
  Fields: () => (
    <>
      <TextField name="service" label="Service" required upper />
      <TextAreaField name="description" label="Description" required />
    </>
  ),
  emptyText: 'No services yet. Add the services the firm offers.',
});

export default function ServicesSection() {
  return <SectionTable section={servicesSection} />;
}
