/** What other features may use of member-register; everything else in the folder is its own. */
export { CsvError, detectDelimiter, normalizeHeader, parseCsv } from './csv';
export {
  earliestUnpaidDue,
  isInGoodStandingOn,
  isMemberInGoodStanding,
  isMemberNoInGoodStanding,
} from './good-standing';
export { joinBooksOfAccountAndMember } from './link-account';
export { recordStatusChange } from './status-history';
