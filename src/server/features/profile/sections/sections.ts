import { attachmentsSection } from './attachments';
import { bankersSection } from './bankers';
import { certificationsSection } from './certifications';
import { contactsSection } from './contacts';
import { convictionsSection } from './convictions';
import { directorsSection } from './directors';
import { employeesSection } from './employees';
import { facilitiesSection } from './facilities';
import { institutionsSection } from './institutions';
import { refereesSection } from './referees';
import type { Section } from './section';
import { servicesSection } from './services';
import { shareholdersSection } from './shareholders';
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
  refereesSection,
  shareholdersSection,
  directorsSection,
  facilitiesSection,
  employeesSection,
];
