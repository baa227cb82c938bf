import { useParams } from 'react-router';
import { cpdCertificateFileName, isCpdCertificateNo } from '../../../contract/cpd-certificate-numbers';
import { cpdMessages } from '../../../contract/cpd-messages';
import { PdfPage } from '../../components/PdfPage';
import { cpdCertificatePdf } from './cpd-queries';

/** /cpd/certificate/:certificateNo: one CPD award's certificate, with its QR code to the public check. */
export default function CpdCertificatePage() {
  const { certificateNo = '' } = useParams();
  return (
    <PdfPage
      title="CPD Certificate"
      pdf={isCpdCertificateNo(certificateNo) ? cpdCertificatePdf(certificateNo) : null}
      fileName={cpdCertificateFileName(certificateNo)}
      notFound={cpdMessages.certificateNotFound}
      backTo="/cpd"
    />
  );
}
