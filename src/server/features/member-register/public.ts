/** What other features may use of member-register; everything else in the folder is its own. */
export { CsvError, detectDelimiter, normalizeHeader, parseCsv } from './csv';
export {
  earliestUnpaidDue,
  goodStandingCauseOf,
  goodStandingCauseOfMemberNo,
  isInGoodStandingOn,
  isMemberInGoodStanding,
  isMemberNoInGoodStanding,
  type NotInGoodStandingCause,
} from './good-standing';
export { joinBooksOfAccountAndMember } from './link-account';
export { recordStatusChange } from './status-history';
