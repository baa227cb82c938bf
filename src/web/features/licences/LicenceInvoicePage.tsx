import { Alert, Stack, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { licenceRoutes } from '../../../contract/licence-routes';
import { PageLoader } from '../../components/PageLoader';
import { PdfViewer } from '../../components/PdfViewer';
import { PayNowButton } from '../payments/public';
import { useLicence, useLicenceProformaPdf } from './licence-queries';

/** /license/license/:code (spec 3 §2.5): the proforma PDF with Download and, while unpaid, Pay Now. */
export default function LicenceInvoicePage() {
  const { code = '' } = useParams();
  const location = useLocation();
  const licence = useLicence(code);
  const pdf = useLicenceProformaPdf(code);
  const payable = licence.data && licence.data.proFormaRef !== '' && licence.data.receiptNo === '';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {licence.data?.receiptNo ? 'Invoice' : 'Proforma Invoice'} {code}
      </Title>
      {pdf.isError && <Alert color="error">{pdf.error.message}</Alert>}
      {pdf.isPending && <PageLoader label="Loading the invoice" />}
      {pdf.data && (
        <PdfViewer
          data={pdf.data}
          fileName={`${licence.data?.proFormaRef || code}.pdf`}
          backTo={licenceRoutes.list}
          actions={
            payable ? (
              <PayNowButton invoiceNo={licence.data!.proFormaRef} from={location.pathname} />
            ) : undefined
          }
        />
      )}
    </Stack>
  );
}
