import type { MembershipCategory } from './types.js';

/**
 * Membership categories and their charges. All amounts are in KES cents and
 * include 16% VAT. The UPGRADE charge of a category is the fee payable to
 * upgrade INTO that category from a lower one, so only categories that can be
 * reached by upgrade carry it. LICENSE is the annual practising licence fee
 * payable by entitled categories and firms.
 */
export const categories: readonly MembershipCategory[] = [
  {
    code: 'STUDENT',
    description: 'Student Member',
    type: 'Individual',
    canApply: true,
    entitled: false,
    memberNoPrefix: 'S/',
    charges: [
      { item: 'APPLICATION', amountCents: 100000 },
      { item: 'SUBSCRIPTION', amountCents: 100000 },
    ],
  },
  {
    code: 'GRADUATE',
    description: 'Graduate Member',
    type: 'Individual',
    canApply: true,
    entitled: false,
    memberNoPrefix: 'G/',
    charges: [
      { item: 'APPLICATION', amountCents: 200000 },
      { item: 'SUBSCRIPTION', amountCents: 300000 },
      { item: 'UPGRADE', amountCents: 200000 },
    ],
  },
  {
    code: 'TECHNICIAN',
    description: 'Engineering Technician Member',
    type: 'Individual',
    canApply: true,
    entitled: false,
    memberNoPrefix: 'T/',
    charges: [
      { item: 'APPLICATION', amountCents: 200000 },
      { item: 'SUBSCRIPTION', amountCents: 200000 },
    ],
  },
  {
    code: 'TECHNOLOGIST',
    description: 'Engineering Technologist Member',
    type: 'Individual',
    canApply: true,
    entitled: false,
    memberNoPrefix: 'TG/',
    charges: [
      { item: 'APPLICATION', amountCents: 300000 },
      { item: 'SUBSCRIPTION', amountCents: 350000 },
      { item: 'UPGRADE', amountCents: 300000 },
    ],
  },
  {
    code: 'ASSOCIATE',
    description: 'Associate Member',
    type: 'Individual',
    canApply: true,
    entitled: false,
    memberNoPrefix: 'A/',
    charges: [
      { item: 'APPLICATION', amountCents: 500000 },
      { item: 'SUBSCRIPTION', amountCents: 500000 },
    ],
  },
  {
    code: 'CORPORATE',
    description: 'Corporate Member',
    type: 'Individual',
    canApply: true,
    entitled: true,
    memberNoPrefix: 'M/',
    charges: [
      { item: 'APPLICATION', amountCents: 500000 },
      { item: 'SUBSCRIPTION', amountCents: 600000 },
      { item: 'UPGRADE', amountCents: 500000 },
      { item: 'LICENSE', amountCents: 300000 },
    ],
  },
  {
    code: 'PROFESSIONAL',
    description: 'Professional Engineer',
    type: 'Individual',
    canApply: true,
    entitled: true,
    memberNoPrefix: 'PE/',
    charges: [
      { item: 'APPLICATION', amountCents: 1000000 },
      { item: 'SUBSCRIPTION', amountCents: 1000000 },
      { item: 'UPGRADE', amountCents: 1100000 },
      { item: 'LICENSE', amountCents: 500000 },
    ],
  },
  {
    code: 'CONSULTING',
    description: 'Consulting Engineer',
    type: 'Individual',
    canApply: true,
    entitled: true,
    memberNoPrefix: 'CE/',
    charges: [
      { item: 'APPLICATION', amountCents: 1000000 },
      { item: 'SUBSCRIPTION', amountCents: 2000000 },
      { item: 'UPGRADE', amountCents: 10000000 },
      { item: 'LICENSE', amountCents: 1000000 },
    ],
  },
  {
    code: 'FELLOW',
    description: 'Fellow',
    type: 'Individual',
    canApply: false,
    entitled: true,
    memberNoPrefix: 'F/',
    charges: [
      { item: 'SUBSCRIPTION', amountCents: 1000000 },
      { item: 'UPGRADE', amountCents: 1500000 },
      { item: 'LICENSE', amountCents: 300000 },
    ],
  },
  {
    code: 'FIRM',
    description: 'Engineering Consulting Firm',
    type: 'Corporate',
    canApply: true,
    entitled: false,
    memberNoPrefix: 'FIRM/',
    charges: [
      { item: 'APPLICATION', amountCents: 1000000 },
      { item: 'SUBSCRIPTION', amountCents: 2500000 },
      { item: 'LICENSE', amountCents: 2000000 },
    ],
  },
  {
    code: 'CONTRACTOR-FIRM',
    description: 'Engineering Contractor Firm',
    type: 'Corporate',
    canApply: true,
    entitled: false,
    memberNoPrefix: 'CFIRM/',
    charges: [
      { item: 'APPLICATION', amountCents: 1000000 },
      { item: 'SUBSCRIPTION', amountCents: 2000000 },
      { item: 'LICENSE', amountCents: 1500000 },
    ],
  },
];
