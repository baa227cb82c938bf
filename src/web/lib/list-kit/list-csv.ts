import { type Endpoint, urlOf } from '../../../contract/endpoint';
import { downloadCsv } from '../download-csv';

type CsvQuery = Record<string, string | number | undefined>;

/**
 * Downloads a list's CSV (a `csvEndpoint` of the contract): the filter and order the list shows,
 * or, given `ids`, only the selected rows. A refusal (over the row cap, say) rejects with the
 * server's message for the caller's toast.
 */
export function downloadListCsv(
  declared: Pick<Endpoint, 'path'>,
  query: CsvQuery,
  fallbackName: string,
  ids?: readonly (number | string)[],
): Promise<void> {
  const address = urlOf(declared, undefined, { ...query, ids: ids ? ids.join(',') : undefined });
  return downloadCsv(address.slice('/api/'.length), fallbackName);
}
