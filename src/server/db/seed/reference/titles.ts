import type { Title } from './types.js';

/**
 * Personal and professional titles. Entitled titles may only be used by
 * members whose membership category confers them (registered/corporate
 * engineers and fellows).
 */
export const titles: readonly Title[] = [
  { code: 'MR', description: 'Mr.', entitled: false, sequence: 1 },
  { code: 'MRS', description: 'Mrs.', entitled: false, sequence: 2 },
  { code: 'MS', description: 'Ms.', entitled: false, sequence: 3 },
  { code: 'MISS', description: 'Miss', entitled: false, sequence: 4 },
  { code: 'DR', description: 'Dr.', entitled: false, sequence: 5 },
  { code: 'PROF', description: 'Prof.', entitled: false, sequence: 6 },
  { code: 'REV', description: 'Rev.', entitled: false, sequence: 7 },
  { code: 'HON', description: 'Hon.', entitled: false, sequence: 8 },
  { code: 'CAPT', description: 'Capt.', entitled: false, sequence: 9 },
  { code: 'COL', description: 'Col.', entitled: false, sequence: 10 },
  { code: 'GEN', description: 'Gen.', entitled: false, sequence: 11 },
  { code: 'AMB', description: 'Amb.', entitled: false, sequence: 12 },
  { code: 'ENG', description: 'Eng.', entitled: true, sequence: 20 },
  { code: 'ENG_DR', description: 'Eng. Dr.', entitled: true, sequence: 21 },
  { code: 'ENG_PROF', description: 'Eng. Prof.', entitled: true, sequence: 22 },
  { code: 'ENG_HON', description: 'Hon. Eng.', entitled: true, sequence: 23 },
  { code: 'FEIK', description: 'Eng. (FEIK)', entitled: true, sequence: 24 },
  { code: 'CONS_ENG', description: 'Cons. Eng.', entitled: true, sequence: 25 },
];
