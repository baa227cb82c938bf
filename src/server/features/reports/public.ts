/** What other features may use of reports; everything else in the folder is its own. */
export { arrearsTotals } from './arrears-report';
export { type CsvCell, sendCsv, toCsv } from './csv';
