import { useParams } from 'react-router';
import { encodeRouteText } from '../../../contract/route-values';
import { ApplicationDocumentView } from '../application-documents/public';
import { workspacePath } from './review-routes';

/** /admin/review/:code/document: the submitted application's PDF, as the applicant received it. */
export default function ReviewApplicationDocumentPage() {
  const { code = '' } = useParams();
  return (
    <ApplicationDocumentView kind="document" code={encodeRouteText(code)} backTo={workspacePath(code)} />
  );
}
