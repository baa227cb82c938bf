/** What other features may use of setup; everything else in the folder is its own. */
export {
  getCompanyInformation,
  listCategories,
  listCodeList,
  listDisclaimers,
  listTerms,
  listTitles,
} from './queries';
