import type { CodeDescription } from './types.js';

/** Academic awards (certificate awarded on completion of a programme). */
export const qualificationCodes: readonly CodeDescription[] = [
  { code: 'PHD', description: 'Doctor of Philosophy' },
  { code: 'DENG', description: 'Doctor of Engineering' },
  { code: 'MENG', description: 'Master of Engineering' },
  { code: 'MSC', description: 'Master of Science' },
  { code: 'MTECH', description: 'Master of Technology' },
  { code: 'MBA', description: 'Master of Business Administration' },
  { code: 'MPHIL', description: 'Master of Philosophy' },
  { code: 'PGDIP', description: 'Postgraduate Diploma' },
  { code: 'BENG', description: 'Bachelor of Engineering' },
  { code: 'BSC', description: 'Bachelor of Science' },
  { code: 'BTECH', description: 'Bachelor of Technology' },
  { code: 'BED_TECH', description: 'Bachelor of Education (Technology)' },
  { code: 'BA', description: 'Bachelor of Arts' },
  { code: 'HND', description: 'Higher National Diploma' },
  { code: 'DIP', description: 'Diploma' },
  { code: 'CERT', description: 'Certificate' },
  { code: 'CRAFT', description: 'Craft Certificate' },
  { code: 'ARTISAN', description: 'Artisan Certificate' },
  { code: 'KCSE', description: 'Kenya Certificate of Secondary Education' },
  { code: 'ALEVEL', description: 'Kenya Advanced Certificate of Education (A-Level) or equivalent' },
  { code: 'OTHER', description: 'Other' },
];

/** Professional certificates, registrations and licences held by applicants. */
export const certificateCodes: readonly CodeDescription[] = [
  { code: 'EBK_GE', description: 'Engineers Board of Kenya - Graduate Engineer Registration' },
  { code: 'EBK_PE', description: 'Engineers Board of Kenya - Professional Engineer Registration' },
  { code: 'EBK_CE', description: 'Engineers Board of Kenya - Consulting Engineer Registration' },
  { code: 'EBK_ET', description: 'Engineers Board of Kenya - Engineering Technologist Registration' },
  { code: 'EBK_ETC', description: 'Engineers Board of Kenya - Engineering Technician Registration' },
  { code: 'EPRA_ELEC', description: 'EPRA Electrical Contractor / Worker Licence' },
  { code: 'EPRA_SOLAR', description: 'EPRA Solar PV Technician / Contractor Licence' },
  { code: 'NCA', description: 'National Construction Authority Registration' },
  { code: 'NEMA_EIA', description: 'NEMA Environmental Impact Assessment / Audit Expert Licence' },
  { code: 'DOSHS', description: 'DOSHS Approved Person / Safety and Health Advisor' },
  { code: 'ERB_UG', description: 'Engineers Registration Board (Uganda)' },
  { code: 'ERB_TZ', description: 'Engineers Registration Board (Tanzania)' },
  { code: 'COREN', description: 'Council for the Regulation of Engineering in Nigeria (COREN)' },
  { code: 'ECSA', description: 'Engineering Council of South Africa (ECSA)' },
  { code: 'ECUK_CENG', description: 'Engineering Council UK - Chartered Engineer (CEng)' },
  { code: 'ECUK_IENG', description: 'Engineering Council UK - Incorporated Engineer (IEng)' },
  { code: 'US_PE', description: 'Professional Engineer (PE) Licence - United States' },
  { code: 'PMP', description: 'Project Management Professional (PMP)' },
  { code: 'PRINCE2', description: 'PRINCE2 Practitioner' },
  { code: 'CEM', description: 'Certified Energy Manager (CEM)' },
  { code: 'NEBOSH', description: 'NEBOSH International General Certificate' },
  { code: 'LEED', description: 'LEED Accredited Professional' },
  { code: 'CCNA', description: 'Cisco Certified Network Associate (CCNA)' },
  { code: 'OTHER', description: 'Other' },
];

/** Degree classes and grading divisions. */
export const divisions: readonly CodeDescription[] = [
  { code: 'FIRST', description: 'First Class Honours' },
  { code: 'UPPER2', description: 'Second Class Honours (Upper Division)' },
  { code: 'LOWER2', description: 'Second Class Honours (Lower Division)' },
  { code: 'THIRD', description: 'Third Class Honours' },
  { code: 'PASS', description: 'Pass' },
  { code: 'DISTINCTION', description: 'Distinction' },
  { code: 'CREDIT', description: 'Credit' },
  { code: 'MERIT', description: 'Merit' },
  { code: 'NOT_CLASSIFIED', description: 'Not Classified' },
];
