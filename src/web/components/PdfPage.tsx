import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { PageLoader } from './PageLoader';
import { PdfViewer } from './PdfViewer';
import { useBack } from './use-back';

/** A PDF the server renders: what identifies it (the query key) and how it is fetched. */
export interface PdfSource {
  key: readonly unknown[];
  fetch: () => Promise<string>;
}

export interface PdfPageProps {
  title: string;
  /** Where the base64 PDF comes from; null when the route carries nothing usable. */
  pdf: PdfSource | null;
  fileName: string;
  /** Said when the route carries nothing usable, the answer is empty, or (by default) on 400/404. */
  notFound: string;
  backTo: string;
  /** 'as-answered': a refusal shows the server's own message (spec 3 §8), not `notFound`. */
  refusals?: 'not-found' | 'as-answered';
  /** Beside Back and Download (an invoice's Pay Now). */
  actions?: React.ReactNode;
}

/** A PDF the server renders on request, in the viewer with Back and Download, or why it is missing. */
export function PdfPage({
  title,
  pdf: source,
  fileName,
  notFound,
  backTo,
  refusals = 'not-found',
  actions,
}: PdfPageProps) {
  const back = useBack(backTo);
  const pdf = useQuery({
    queryKey: ['pdf', ...(source?.key ?? [])],
    queryFn: () => (source ? source.fetch() : Promise.resolve('')),
    enabled: source !== null,
    retry: false,
  });
  const missing =
    source === null ||
    (refusals === 'not-found' && pdf.error instanceof ApiError && [400, 404].includes(pdf.error.status)) ||
    (pdf.isSuccess && !pdf.data);
  const refusal = refusals === 'as-answered' ? pdf.error?.message : undefined;

  let body: React.ReactNode;
  if (missing || refusal) {
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="error" icon={<IconAlertCircle />} role="alert" w="100%">
          {missing ? notFound : refusal}
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
    body = <PdfViewer data={pdf.data} fileName={fileName} backTo={backTo} actions={actions} />;
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
