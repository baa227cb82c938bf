import { useParams } from 'react-router';
import { ApplicationDocumentView } from './ApplicationDocumentView';

/** /application/acceptanceLetter/:code (spec 2 §2.9): the acceptance letter of a released application. */
export default function AcceptanceLetterPage() {
  const { code = '' } = useParams();
  return <ApplicationDocumentView kind="acceptanceLetter" code={code} />;
}
