import type { PolicyName } from '../../contract/policies';

/**
 * The capability each admin page needs (contract/policies.ts, the names the server guards its calls
 * with): the page's route guard and its menu link both read it here.
 */
export const adminPagePolicies = {
  review: 'reviewApplications',
  upgrades: 'reviewUpgrades',
  licences: 'reviewLicences',
  settings: 'editSettings',
  overview: 'readStaffOverview',
  'user-settings': 'manageAccounts',
  'member-register': 'changeMemberRecords',
  'members/:memberNo': 'readMemberRecords',
  'checklist-rules': 'manageReferenceLists',
  'referee-questions': 'manageReferenceLists',
  'subscription-runs': 'runSubscriptions',
  events: 'manageEvents',
  'cpd-awards': 'awardCpd',
  'cpd-rules': 'manageCpdRules',
  'cpd-review': 'verifyCpd',
  'cpd-audits': 'verifyCpd',
  categories: 'manageReferenceLists',
  lookups: 'manageReferenceLists',
  messages: 'readOutbox',
  'manual-payments': 'postPaymentsByHand',
  payments: 'postPaymentsByHand',
  reports: 'readReports',
  'audit-log': 'readAuditLog',
} as const satisfies Record<string, PolicyName>;

export type AdminPage = keyof typeof adminPagePolicies;
