import { useParams } from 'react-router';
import { cpdCertificateFileName, isCpdCertificateNo } from '../../../contract/cpd-certificate-numbers';
import { cpdMessages } from '../../../contract/cpd-messages';
import { cpdAddresses } from '../../../contract/endpoints/addresses/cpd';
import { PdfPage } from '../../components/PdfPage';
import { call } from '../../lib/call';

/** /cpd/certificate/:certificateNo: one CPD award's certificate, with its QR code to the public check. */
export default function CpdCertificatePage() {
  const { certificateNo = '' } = useParams();
  return (
    <PdfPage
      title="CPD Certificate"
      pdf={isCpdCertificateNo(certificateNo) ? certificatePdf(certificateNo) : null}
      fileName={cpdCertificateFileName(certificateNo)}
      notFound={cpdMessages.certificateNotFound}
      backTo="/cpd"
    />
  );
}

const certificatePdf = (certificateNo: string) => ({
  key: ['cpd', 'certificate', certificateNo],
  fetch: () => call(cpdAddresses.certificate, { params: { certificateNo } }),
});
