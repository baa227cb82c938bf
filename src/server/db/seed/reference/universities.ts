import type { University } from './types.js';
import { foreignUniversities } from './universities-foreign.js';
import { kenyanUniversities } from './universities-kenya.js';

/** Universities offering engineering degrees: Kenyan first, then foreign, then the catch-all OTHER. */
export const universities: readonly University[] = [
  ...kenyanUniversities,
  ...foreignUniversities,
  { code: 'OTHER', description: 'Other', foreign: false, countryCode: 'KE', accreditedPrograms: [] },
];
