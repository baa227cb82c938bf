import { useParams } from 'react-router';
import { ApplicationDocumentView } from './ApplicationDocumentView';

/** /application/rejectionLetter/:code (spec 2 §2.9): the rejection letter with the reviewers' visible comments. */
export default function RejectionLetterPage() {
  const { code = '' } = useParams();
  return <ApplicationDocumentView kind="rejectionLetter" code={code} />;
}
