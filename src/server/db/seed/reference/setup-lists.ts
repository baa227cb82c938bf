import type { CodeDescription } from './types.js';

/** Industry sectors used to classify work experience and employers. */
export const industryGroups: readonly CodeDescription[] = [
  { code: 'PUBLIC_SERVICE', description: 'Public Service (National Government)' },
  { code: 'COUNTY_GOVT', description: 'County Government' },
  { code: 'STATE_CORP', description: 'State Corporations and Parastatals' },
  { code: 'CONSULTING', description: 'Engineering Consulting' },
  { code: 'CONSTRUCTION', description: 'Building and Civil Engineering Construction' },
  { code: 'ROADS', description: 'Roads and Transport Infrastructure' },
  { code: 'MANUFACTURING', description: 'Manufacturing and Processing' },
  { code: 'ENERGY', description: 'Energy and Power Generation' },
  { code: 'OIL_GAS', description: 'Oil, Gas and Petroleum' },
  { code: 'MINING', description: 'Mining and Quarrying' },
  { code: 'TELECOM', description: 'Telecommunications' },
  { code: 'ICT', description: 'Information and Communication Technology' },
  { code: 'WATER', description: 'Water and Sanitation' },
  { code: 'AGRICULTURE', description: 'Agriculture, Irrigation and Agro-Processing' },
  { code: 'AVIATION', description: 'Aviation and Aerospace' },
  { code: 'MARITIME', description: 'Maritime, Ports and Shipping' },
  { code: 'RAILWAYS', description: 'Railways' },
  { code: 'HEALTH', description: 'Health and Medical Services' },
  { code: 'REAL_ESTATE', description: 'Real Estate and Property Development' },
  { code: 'BANKING', description: 'Banking, Finance and Insurance' },
  { code: 'ACADEMIA', description: 'Academia, Research and Training' },
  { code: 'NGO', description: 'NGO and Development Partners' },
  { code: 'MILITARY', description: 'Disciplined Services' },
  { code: 'SELF_EMPLOYED', description: 'Self-Employed / Private Practice' },
  { code: 'OTHER', description: 'Other' },
];

/** Kinds of referees an applicant may nominate. */
export const refereeTypes: readonly CodeDescription[] = [
  { code: 'PROFESSIONAL', description: 'Professional referee (registered engineer)' },
  { code: 'ACADEMIC', description: 'Academic referee (lecturer or supervisor)' },
  { code: 'EMPLOYER', description: 'Employer or line manager' },
  { code: 'MENTOR', description: 'Mentor (corporate member supervising professional development)' },
  { code: 'CHARACTER', description: 'Character referee' },
];

/** Documents an applicant uploads in support of an application. */
export const attachmentTypes: readonly CodeDescription[] = [
  { code: 'NATIONAL_ID', description: 'National ID card (copy)' },
  { code: 'PASSPORT', description: 'Passport bio-data page (copy)' },
  { code: 'PASSPORT_PHOTO', description: 'Passport-size photograph' },
  { code: 'KRA_PIN', description: 'KRA PIN certificate' },
  { code: 'CV', description: 'Curriculum vitae' },
  { code: 'DEGREE_CERT', description: 'Degree certificate' },
  { code: 'DIPLOMA_CERT', description: 'Diploma or certificate (technical qualification)' },
  { code: 'TRANSCRIPT', description: 'Academic transcripts' },
  { code: 'STUDENT_ID', description: 'Student ID or letter of admission' },
  { code: 'EBK_CERT', description: 'Engineers Board of Kenya registration certificate' },
  { code: 'PRACTISING_LICENSE', description: 'Current annual practising licence' },
  { code: 'EXPERIENCE_REPORT', description: 'Professional experience report' },
  { code: 'RECOMMENDATION', description: 'Letter of recommendation' },
  { code: 'CPD_RECORD', description: 'Continuing professional development record' },
  { code: 'CERT_OF_INCORPORATION', description: 'Certificate of incorporation or business registration' },
  { code: 'CR12', description: 'CR12 (official search of company directors and shareholders)' },
  { code: 'TAX_COMPLIANCE', description: 'KRA tax compliance certificate' },
  { code: 'COMPANY_PROFILE', description: 'Company profile' },
  { code: 'PROFESSIONAL_INDEMNITY', description: 'Professional indemnity insurance certificate' },
  { code: 'PAYMENT_PROOF', description: 'Proof of payment' },
  { code: 'OTHER', description: 'Other supporting document' },
];

/** Employee categories used in the staffing return of member firms. */
export const employeeTypes: readonly CodeDescription[] = [
  { code: 'CONSULTING_ENGINEERS', description: 'Consulting engineers' },
  { code: 'REG_ENGINEERS', description: 'Registered (professional) engineers' },
  { code: 'GRAD_ENGINEERS', description: 'Graduate engineers' },
  { code: 'TECHNOLOGISTS', description: 'Engineering technologists' },
  { code: 'TECHNICIANS', description: 'Engineering technicians' },
  { code: 'ARTISANS', description: 'Artisans and craftsmen' },
  {
    code: 'OTHER_PROFESSIONALS',
    description: 'Other professionals (architects, quantity surveyors, planners)',
  },
  { code: 'ADMIN_STAFF', description: 'Administrative and support staff' },
  { code: 'OTHER', description: 'Other staff' },
];
