import { useParams } from 'react-router';
import { ApplicationDocumentView } from './ApplicationDocumentView';

/** /application/document/:code (spec 2 §2.9): the submitted application; submitting leads here. */
export default function ApplicationDocumentPage() {
  const { code = '' } = useParams();
  return <ApplicationDocumentView kind="document" code={code} />;
}
