import { useParams } from 'react-router';
import { ApplicationDocumentView } from './ApplicationDocumentView';

/** /application/certificate/:code (spec 2 §2.9): the membership certificate, with its QR code to the public check. */
export default function CertificatePage() {
  const { code = '' } = useParams();
  return <ApplicationDocumentView kind="certificate" code={code} />;
}
