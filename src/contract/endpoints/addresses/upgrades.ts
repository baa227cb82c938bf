import { addressesOf } from '../../endpoint';
import type { upgradeEndpoints } from '../upgrades';

/** For the member's upgrade pages and documents, kept free of zod. */
export const upgradeAddresses = addressesOf<typeof upgradeEndpoints>()({
  plans: { method: 'GET', path: '/api/upgrade/plans' },
  ownUpgrades: { method: 'GET', path: '/api/upgrade' },
  checklist: { method: 'GET', path: '/api/upgrade/checklist/:category' },
  submit: { method: 'POST', path: '/api/upgrade/submit' },
  report: { method: 'POST', path: '/api/upgrade/upgrade-report' },
  acceptanceLetter: { method: 'POST', path: '/api/upgrade/acceptance-letter' },
});
