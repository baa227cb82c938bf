import { addressesOf } from '../../endpoint';
import type { checklistEndpoints } from '../checklist';

/** For the dashboard's checklist and the member's upgrade pages, kept free of zod. */
export const checklistAddresses = addressesOf<typeof checklistEndpoints>()({
  own: { method: 'GET', path: '/api/checklist' },
});
