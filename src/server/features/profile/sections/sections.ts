import { attachmentsSection } from './attachments';
import { bankersSection } from './bankers';
import { certificationsSection } from './certifications';
import { contactsSection } from './contacts';
import { convictionsSection } from './convictions';
import { institutionsSection } from './institutions';
import type { Section } from './section';
import { servicesSection } from './services';
import { workExperienceSection } from './work-experience';

/** Every profile list section the API serves; profileSectionRoutes registers each one's four routes. */
export const profileSections: readonly Section[] = [
  contactsSection,
  workExperienceSection,
  convictionsSection,
  bankersSection,
  servicesSection,
  institutionsSection,
  attachmentsSection,
  certificationsSection,
];
