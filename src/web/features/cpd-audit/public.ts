/** What other features may use of cpd-audit: the member's audit notice, for the /cpd page. */
export { CpdAuditNotice } from './CpdAuditNotice';
