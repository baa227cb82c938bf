import { useParams, useSearchParams } from 'react-router';
import { RefereeFormView } from './ApplicationDocumentView';

/**
 * /profile/RefereeFormReport/:entryNo (spec 2 §2.9): an answered referee's form. ?profileId= names
 * the applicant when staff open it; the server refuses it to anyone else.
 */
export default function RefereeFormReportPage() {
  const { entryNo = '' } = useParams();
  const [search] = useSearchParams();
  return <RefereeFormView entryNo={entryNo} profileId={search.get('profileId')} />;
}
