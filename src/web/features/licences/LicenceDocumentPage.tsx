import { Alert, Button, Card, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { licenceRoutes } from '../../../contract/licence-routes';
import { PageLoader } from '../../components/PageLoader';
import { PdfViewer } from '../../components/PdfViewer';
import { useLicence, useLicenceApplicationPdf, useLicenceCaption } from './licence-queries';
import { ScanUpload } from './ScanUpload';
import { UploadedScan } from './UploadedScan';

/**
 * /license/document/:code (spec 3 §2.5, §4): the application PDF with Download; Invoice once the
 * signed scan is in; the upload area only while none is uploaded, then the uploaded scan and the next step.
 */
export default function LicenceDocumentPage() {
  const { code = '' } = useParams();
  const caption = useLicenceCaption();
  const licence = useLicence(code);
  const pdf = useLicenceApplicationPdf(code);
  const uploaded = licence.data?.licenseUploaded ?? false;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {caption} application {code}
      </Title>
      {licence.isError && <Alert color="error">{licence.error.message}</Alert>}
      {licence.isSuccess && !uploaded && (
        <Card withBorder radius="md">
          <ScanUpload applicationNo={code} />
        </Card>
      )}
      {licence.data && uploaded && (
        <Card withBorder radius="md">
          <UploadedScan licence={licence.data} />
        </Card>
      )}
      {pdf.isError && <Alert color="error">{pdf.error.message}</Alert>}
      {pdf.isPending && <PageLoader label="Loading the application" />}
      {pdf.data && (
        <PdfViewer
          data={pdf.data}
          fileName={`${code}.pdf`}
          backTo={licenceRoutes.list}
          actions={
            uploaded && licence.data?.proFormaRef ? (
              <Button variant="default" component={Link} to={licenceRoutes.invoice(code)}>
                Invoice
              </Button>
            ) : undefined
          }
        />
      )}
    </Stack>
  );
}
