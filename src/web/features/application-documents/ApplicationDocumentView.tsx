import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  type ApplicationDocumentKind,
  applicationDocumentMessages,
  applicationDocumentTexts,
  refereeFormFileName,
} from '../../../contract/application-document-texts';
import { PageLoader } from '../../components/PageLoader';
import { PdfViewer } from '../../components/PdfViewer';
import { todayForFileName } from '../../components/pdf-download';
import { useBack } from '../../components/use-back';
import { ApiError, api } from '../../lib/api';

/** The download's name: the document's prefix and today's date, e.g. ACCEPTANCE_LETTER-2026-05-04.pdf. */
export const applicationDownloadName = (kind: ApplicationDocumentKind, today = todayForFileName()): string =>
  `${applicationDocumentTexts[kind].filePrefix}-${today}.pdf`;

/** Where Back goes when the page was opened directly: the applicant's list of applications. */
const APPLICATIONS_PATH = '/application';
const PROFILE_PATH = '/profile';

export interface PdfPageProps {
  title: string;
  /** The API path answering `{ data: base64 PDF }`; null when the route carries nothing usable. */
  pdfPath: string | null;
  /** How the PDF is fetched when GET `pdfPath` is not the way (the upgrade documents are POSTed). */
  fetchPdf?: () => Promise<string>;
  fileName: string;
  notFound: string;
  backTo: string;
}

/** A PDF the server renders on request, in the viewer with Back and Download, or why it is missing. */
export function PdfPage({ title, pdfPath, fetchPdf, fileName, notFound, backTo }: PdfPageProps) {
  const back = useBack(backTo);
  const pdf = useQuery({
    queryKey: ['application-documents', 'pdf', pdfPath],
    queryFn: fetchPdf ?? (() => api<string>('GET', pdfPath ?? '')),
    enabled: pdfPath !== null,
    retry: false,
  });
  const missing =
    pdfPath === null ||
    (pdf.error instanceof ApiError && [400, 404].includes(pdf.error.status)) ||
    (pdf.isSuccess && !pdf.data);

  let body: React.ReactNode;
  if (missing) {
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="error" icon={<IconAlertCircle />} role="alert" w="100%">
          {notFound}
        </Alert>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
          Back
        </Button>
      </Stack>
    );
  } else if (pdf.isError) {
    body = (
      <Alert color="error" icon={<IconAlertCircle />} role="alert">
        {pdf.error.message}
      </Alert>
    );
  } else if (!pdf.data) {
    body = <PageLoader label={`Loading ${title.toLowerCase()}`} />;
  } else {
    body = <PdfViewer data={pdf.data} fileName={fileName} backTo={backTo} />;
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {body}
    </Stack>
  );
}

/**
 * One application document (spec 2 §2.9) for the base64 application code of the route. Staff pages
 * mount it too, with their own `backTo`.
 */
export function ApplicationDocumentView({
  kind,
  code,
  backTo = APPLICATIONS_PATH,
}: {
  kind: ApplicationDocumentKind;
  /** The application code as it travels in the route: base64url, or plain as the list links some. */
  code: string;
  backTo?: string;
}) {
  return (
    <PdfPage
      title={applicationDocumentTexts[kind].title}
      pdfPath={code ? `application/${kind}/${encodeURIComponent(code)}` : null}
      fileName={applicationDownloadName(kind)}
      notFound={applicationDocumentMessages.documentNotFound}
      backTo={backTo}
    />
  );
}

/**
 * The referee form report of one referee entry (spec 2 §2.9). The applicant reads their own; staff
 * pass the applicant's `profileId`.
 */
export function RefereeFormView({
  entryNo,
  profileId,
  backTo = PROFILE_PATH,
}: {
  entryNo: string;
  profileId?: string | null;
  backTo?: string;
}) {
  const valid = /^[1-9]\d{0,6}$/.test(entryNo);
  const query = profileId ? `?profileId=${encodeURIComponent(profileId)}` : '';
  return (
    <PdfPage
      title="Referee Form"
      pdfPath={valid ? `questions/refereeForm/${entryNo}${query}` : null}
      fileName={refereeFormFileName(entryNo)}
      notFound={applicationDocumentMessages.refereeFormNotFound}
      backTo={backTo}
    />
  );
}
