import { Alert, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { licenceRoutes } from '../../../contract/licence-routes';
import { PageLoader } from '../../components/PageLoader';
import { PdfViewer } from '../../components/PdfViewer';
import { formatDay } from '../../lib/format';
import { useLicence, useLicenceCaption, useLicenceCertificatePdf } from './licence-queries';

/** /license/certificate/:code: the issued licence's certificate, with its number and validity. */
export default function LicenceCertificatePage() {
  const { code = '' } = useParams();
  const caption = useLicenceCaption();
  const licence = useLicence(code);
  const pdf = useLicenceCertificatePdf(code);
  const issued = licence.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {caption} {issued?.licenceNo ?? code}
      </Title>
      {issued?.validFrom && issued.validUntil && (
        <Text>
          Valid from {formatDay(issued.validFrom)} to {formatDay(issued.validUntil)}
        </Text>
      )}
      {pdf.isError && <Alert color="error">{pdf.error.message}</Alert>}
      {pdf.isPending && <PageLoader label="Loading the certificate" />}
      {pdf.data && (
        <PdfViewer
          data={pdf.data}
          fileName={`${(issued?.licenceNo ?? code).replaceAll('/', '-')}.pdf`}
          backTo={licenceRoutes.list}
        />
      )}
    </Stack>
  );
}
